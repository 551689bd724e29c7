import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  parameters: {
    docs: guidance({
      resumen: 'Casilla con su etiqueta para una opción de sí o no: «Recordarme», aceptar los términos.',
      usar: 'Para una opción independiente que el lector marca o desmarca antes de enviar un formulario.',
      evitar: [
        'Para una acción inmediata (eso es un botón) ni para elegir una opción entre varias (usa',
        '`Select`).',
      ],
      accesibilidad: [
        'Tiene rol de casilla y su etiqueta es clicable; se marca con Espacio. Con `error`, el mensaje',
        'se anuncia al aparecer (`role="alert"`), la casilla queda `aria-invalid` y el mensaje la',
        'describe. Escribe la etiqueta en positivo («Recibir el boletín»), para que marcar signifique',
        'sí.',
      ],
    }),
  },
  args: { label: 'Recordarme', name: 'remember', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Recordarme" />
      <Checkbox label="Marcado" defaultChecked />
      <Checkbox label="Desactivado" disabled />
      <Checkbox label="Acepto los términos y condiciones" error="Debes aceptar los términos y condiciones" />
    </div>
  ),
};

export const TogglesWithKeyboard: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Recordarme' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
