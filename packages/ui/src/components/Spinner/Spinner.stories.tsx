import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  parameters: {
    docs: guidance({
      resumen: 'Indicador de carga que gira, en tres tamaños.',
      usar: [
        'Para esperas breves sin forma conocida; con `label` dice qué se carga («Cargando',
        'publicaciones...»).',
      ],
      evitar: [
        'Si la forma del contenido se conoce (usa `Skeleton`) o dentro de un botón (usa `loading` de',
        '`Button`).',
      ],
      accesibilidad: [
        'Es una región de estado que anuncia su etiqueta («Cargando...» por defecto). Con `decorative`',
        'calla, para cuando el control que lo contiene ya anuncia que trabaja. Si el lector pidió',
        'reducir el movimiento, gira más despacio.',
      ],
    }),
  },
  args: { size: 'md', label: 'Cargando...' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Cargando (${size})`} />
      ))}
    </div>
  ),
};

export const AnnouncesItsLabel: Story = {
  tags: ['!autodocs', '!dev'],
  args: { label: 'Cargando publicaciones...' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando publicaciones...');
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
