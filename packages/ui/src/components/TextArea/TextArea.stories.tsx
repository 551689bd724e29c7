import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  parameters: {
    docs: guidance({
      resumen: 'Campo de texto de varias líneas con etiqueta, pista, error y contador opcional.',
      usar: 'Para textos largos: un comentario, el resumen de un post, un mensaje de contacto.',
      evitar: [
        'Para una línea (usa `TextField`) ni para texto con formato (el editor tiene su propio marco).',
      ],
      accesibilidad: [
        'La etiqueta es visible y obligatoria; la pista y el error describen el campo y el error se',
        'anuncia al aparecer y lo marca como no válido. `showCount` muestra «n/máx» sin cortar lo',
        'pegado; con `stopAtMaxLength` el límite lo pone el navegador.',
      ],
    }),
  },
  args: {
    label: 'Resumen de la publicacion',
    name: 'resumen',
    maxLength: 500,
    showCount: true,
    defaultValue: '',
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = {
  args: {
    label: 'Comentario',
    name: 'contenido',
    showCount: false,
    error: 'El contenido del comentario no puede estar vacío',
  },
};

function Summary({ max = 500, stop = false }: { max?: number; stop?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Resumen de la publicacion"
      name="resumen"
      maxLength={max}
      stopAtMaxLength={stop}
      showCount
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

export const CountsUpTo500: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <Summary />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/500')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Resumen de la publicacion' }),
      'Un resumen breve.',
    );
    await expect(canvas.getByText('17/500')).toBeVisible();
  },
};

/** The post summary's limit: typing past it adds nothing, and the count stops at the limit. */
export const StopsAtItsLimit: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <Summary max={12} stop />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Resumen de la publicacion' });
    await userEvent.type(box, 'Un resumen breve.');
    await expect(box).toHaveValue('Un resumen b');
    await expect(canvas.getByText('12/12')).toBeVisible();
  },
};
