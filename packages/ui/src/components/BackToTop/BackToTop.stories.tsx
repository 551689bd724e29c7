import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { guidance } from '../story-guidance';
import { BackToTop } from './BackToTop';

const meta = {
  title: 'Primitives/BackToTop',
  component: BackToTop,
  parameters: {
    docs: guidance({
      resumen: 'Botón flotante que aparece tras desplazarse 300 px y devuelve al inicio de la página.',
      usar: 'En páginas largas de lectura (artículos, listados) donde volver arriba a mano cuesta.',
      evitar: [
        'En páginas cortas o que ya tienen un encabezado fijo con la navegación a mano: sería un botón',
        'más sin uso.',
      ],
      accesibilidad: [
        'Es un botón con nombre «Volver arriba» (configurable con `label`), alcanzable con Tab y',
        'activable con Enter o Espacio. Si el lector pidió reducir el movimiento, el salto es',
        'inmediato, sin desplazamiento animado.',
      ],
    }),
  },
  render: (args) => (
    <div style={{ height: 2400 }}>
      <p>Desplázate hacia abajo: el botón aparece después de 300 px.</p>
      <BackToTop {...args} />
    </div>
  ),
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll the canvas: past 300 px the button appears in the corner. */
export const Default: Story = {
  // Depends on scrolling: the visual suite would picture an empty page (visual/visual-rules.ts).
  tags: ['no-visual'],
  parameters: { docs: { story: { inline: false, height: '360px' } } },
};

export const HiddenAtTheTop: Story = {
  tags: ['!autodocs', '!dev'],
  play: async () => {
    window.scrollTo(0, 0);
    await expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
  },
};

export const AppearsAfter300pxAndScrollsUp: Story = {
  tags: ['!autodocs', '!dev'],
  play: async () => {
    window.scrollTo(0, 600);
    const button = await screen.findByRole('button', { name: 'Volver arriba' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull());
  },
};
