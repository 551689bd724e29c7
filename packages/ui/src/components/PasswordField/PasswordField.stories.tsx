import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  parameters: {
    docs: guidance({
      resumen: 'Campo de contraseña con un botón para mostrarla u ocultarla.',
      usar: 'En el acceso, el registro y el cambio de contraseña.',
      evitar: 'Para datos que no son secretos (usa `TextField`).',
      accesibilidad: [
        'La etiqueta es visible y obligatoria. El botón dice lo que hará («Mostrar contraseña» /',
        '«Ocultar contraseña») y controla el campo. Los errores y pistas se leen como descripción del',
        'campo. Por defecto propone `current-password` al autocompletado: en un registro pasa',
        '`autoComplete="new-password"`.',
      ],
    }),
  },
  args: { label: 'Contraseña', name: 'password', defaultValue: 'Secreta123' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = {
  args: { defaultValue: 'corta', error: 'La contraseña debe tener al menos 8 caracteres' },
};

export const ShowsAndHides: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar contraseña' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
