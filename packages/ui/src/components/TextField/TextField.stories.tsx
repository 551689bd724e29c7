import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  parameters: {
    docs: guidance({
      resumen: 'Campo de texto de una línea con etiqueta, pista, error y contador opcional.',
      usar: 'Para datos cortos: nombre, correo, título de un post.',
      evitar: [
        'Para contraseñas (usa `PasswordField`), textos largos (`TextArea`) o búsquedas (`SearchBox`).',
      ],
      accesibilidad: [
        'La etiqueta es visible y obligatoria; el marcador de posición no la sustituye. La pista y el',
        'error describen el campo (`aria-describedby`); el error se anuncia al aparecer y marca el',
        'campo como no válido. Escribe errores que digan cómo arreglarlo («Ingresa un correo',
        'electrónico válido»).',
      ],
    }),
  },
  args: { label: 'Nombre de usuario', name: 'username', placeholder: 'tu_usuario' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <TextField label="Nombre" name="firstName" hint="Como quieres que te llamemos." required />
      <TextField
        label="Correo electrónico"
        name="email"
        defaultValue="ana@"
        error="Ingresa un correo electrónico válido"
      />
      <TextField label="Usuario" name="u" defaultValue="ana.perez" disabled />
      <TextField
        label="Título del post"
        name="titulo"
        defaultValue="Estrategias de evaluación formativa para grupos numerosos de secundaria en contextos rurales"
      />
    </div>
  ),
};

export const ErrorIsAnnounced: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { error: 'El nombre de usuario es requerido', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Nombre de usuario/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('El nombre de usuario es requerido');
    await expect(canvas.getByRole('alert')).toHaveTextContent('El nombre de usuario es requerido');
  },
};

function CountedField() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Título"
      name="titulo"
      maxLength={20}
      showCount
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

export const CountsCharacters: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <CountedField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Hola');
    await expect(canvas.getByText('4/20')).toBeVisible();
  },
};

/** The post title's limit: typing past it adds nothing. */
export const StopsAtItsLimit: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: {
    label: 'Titulo del post',
    name: 'titulo',
    maxLength: 10,
    stopAtMaxLength: true,
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Titulo del post' });
    await userEvent.type(input, 'Repaso espaciado');
    await expect(input).toHaveValue('Repaso esp');
  },
};
