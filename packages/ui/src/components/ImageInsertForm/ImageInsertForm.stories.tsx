import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageInsertForm } from './ImageInsertForm';

const meta = {
  title: 'Fragments/Editor/ImageInsertForm',
  component: ImageInsertForm,
  args: { onInsert: fn(), onCancel: fn() },
} satisfies Meta<typeof ImageInsertForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const Uploading: Story = { args: { busy: true } };

export const UploadFailed: Story = {
  args: { error: 'No se pudo subir la imagen. Inténtalo de nuevo.' },
};

export const AsksForTheFileAndItsDescription: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Insertar imagen' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Elige una imagen.');

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'mapa-conceptual.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Elegir imagen'), file);
    await expect(canvas.getByText('mapa-conceptual.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Insertar imagen' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Escribe un texto alternativo.');
    await expect(args.onInsert).not.toHaveBeenCalled();

    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Texto alternativo' }),
      'Mapa conceptual{Enter}',
    );
    await expect(args.onInsert).toHaveBeenCalledWith({ file, alt: 'Mapa conceptual' });
  },
};
