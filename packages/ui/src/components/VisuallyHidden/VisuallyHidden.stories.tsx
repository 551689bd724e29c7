import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatIcon } from '../../icons/ChatIcon';
import { guidance } from '../story-guidance';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: guidance({
      resumen: 'Texto solo para lectores de pantalla: no se ve, pero se lee.',
      usar: [
        'Para completar lo que la vista ya deja claro: el nombre de un control con solo un icono o un',
        'contexto extra («de Ana Pérez»).',
      ],
      evitar: [
        'Para esconder contenido a todos (eso no lo oculta a los lectores de pantalla) ni para textos',
        'que también ayudarían a la vista.',
      ],
      accesibilidad: [
        'El texto queda fuera de la vista pero en el árbol de accesibilidad. Si el elemento puede',
        'recibir el foco, lo que se lee debe coincidir con lo que se ve para quien usa control por voz.',
      ],
    }),
  },
  args: { children: 'Abrir asistente' },
  render: (args) => (
    <button type="button">
      <ChatIcon size="inherit" />
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button whose name only screen readers hear. */
export const Default: Story = {};

export const NamesAnIconButton: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Abrir asistente' })).toBeVisible();
  },
};
