import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvatarUploader } from './AvatarUploader';

// A self-contained portrait (no network): a teal disc with a sand silhouette.
const PORTRAIT =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"%3E%3Crect width="96" height="96" fill="%230e5a59"/%3E%3Ccircle cx="48" cy="38" r="18" fill="%23d2b99a"/%3E%3Cellipse cx="48" cy="92" rx="32" ry="26" fill="%23d2b99a"/%3E%3C/svg%3E';

const photo = () => new File(['retrato'], 'retrato.png', { type: 'image/png' });

const meta = {
  title: 'Fragments/AvatarUploader',
  component: AvatarUploader,
  args: {
    src: PORTRAIT,
    alt: 'Foto de perfil de Renata Ibarra',
    onFileSelect: fn(),
    processing: false,
    error: null,
  },
} satisfies Meta<typeof AvatarUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutPicture: Story = { args: { src: null } };

export const Processing: Story = { args: { processing: true } };

export const Failed: Story = {
  args: { error: 'Error al procesar la imagen. Por favor, intenta con otra imagen.' },
};

export const ChoosingAnImageHandsItOver: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Cambiar foto');
    const file = photo();
    await userEvent.upload(input, file);
    await expect(args.onFileSelect).toHaveBeenCalledWith(file);
    // Cleared, so choosing the same image again is reported again.
    await expect(input).toHaveValue('');
  },
};

export const ProcessingIsAnnouncedAndIgnoresNewChoices: Story = {
  tags: ['!autodocs', '!dev'],
  args: { processing: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Procesando imagen...');
    const input = canvas.getByLabelText('Cambiar foto');
    await expect(input).toHaveAttribute('aria-disabled', 'true');
    await userEvent.upload(input, photo());
    await expect(args.onFileSelect).not.toHaveBeenCalled();
  },
};

export const FailureIsAnnouncedAndDescribesThePicker: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { error: 'Error al actualizar el avatar: No hay sesión activa' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error al actualizar el avatar: No hay sesión activa');
    await expect(canvas.getByLabelText('Cambiar foto')).toHaveAccessibleDescription(
      'Error al actualizar el avatar: No hay sesión activa',
    );
  },
};

function KeyboardFlow() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <AvatarUploader
        src={PORTRAIT}
        alt="Foto de perfil de Renata Ibarra"
        onFileSelect={(file) => setChosen(file.name)}
      />
      <p>{chosen ? `Elegida: ${chosen}` : 'Sin elegir'}</p>
    </>
  );
}

export const ReachableFromTheKeyboard: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <KeyboardFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Cambiar foto')).toHaveFocus();
    await userEvent.upload(canvas.getByLabelText('Cambiar foto'), photo());
    await expect(canvas.getByText('Elegida: retrato.png')).toBeVisible();
  },
};
