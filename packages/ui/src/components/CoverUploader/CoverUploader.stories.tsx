import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CoverUploader } from './CoverUploader';

// A self-contained 16:9 cover (no network): a teal sky, a sand hill and a sun.
const COVER =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"%3E%3Crect width="160" height="90" fill="%230e5a59"/%3E%3Ccircle cx="118" cy="28" r="12" fill="%23f0f8f7"/%3E%3Cellipse cx="60" cy="96" rx="90" ry="34" fill="%23d2b99a"/%3E%3C/svg%3E';
// Not an image at all: the browser fails to decode it.
const BROKEN = 'data:image/png;base64,bm8gZXMgdW5hIGltYWdlbg==';

const TOO_BIG = 'La imagen es demasiado grande (18.40 MB). El tamano maximo permitido es de 15 MB.';

const photo = () => new File(['portada'], 'portada.png', { type: 'image/png' });

const meta = {
  title: 'Fragments/Editor/CoverUploader',
  component: CoverUploader,
  args: { previewUrl: null, status: { kind: 'idle' }, onSelect: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof CoverUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCover: Story = { args: { previewUrl: COVER } };

export const NarrowScreen: Story = {
  args: { previewUrl: COVER, status: { kind: 'error', message: TOO_BIG } },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const ChoosingAnImageHandsItOver: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Imagen de portada' })).toBeVisible();
    const input = canvas.getByLabelText('Seleccionar imagen');
    await expect(input).toHaveAttribute('accept', 'image/*');
    const file = photo();
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    // Cleared, so choosing the same image again is reported again.
    await expect(input).toHaveValue('');
  },
};

export const DroppingAnImageHandsItOver: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const zone = within(canvasElement).getByText('Seleccionar imagen');
    const file = photo();
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(file);
    // Real drag events: fireEvent would hand over an empty copy of the DataTransfer.
    const drag = (type: string) =>
      zone.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
    drag('dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    drag('drop');
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
  },
};

export const CoverHasItsButtons: Story = {
  tags: ['!autodocs', '!dev'],
  args: { previewUrl: COVER },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Vista previa de la portada' });
    await expect(image).toHaveAttribute('src', COVER);
    // 16:9 from the first paint: the picture's box does not wait for the picture.
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.02);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar imagen' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    const file = photo();
    await userEvent.upload(canvas.getByLabelText('Cambiar imagen'), file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
  },
};

export const BrokenPreview: Story = {
  args: { previewUrl: BROKEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error al cargar imagen')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Vista previa de la portada' })).toBeNull();
    await expect(canvas.getByLabelText('Cambiar imagen')).toBeInTheDocument();
  },
};

export const Converting: Story = {
  args: { previewUrl: COVER, status: { kind: 'converting' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Convirtiendo imagen...');
    await expect(canvas.getByRole('button', { name: 'Quitar imagen' })).toBeDisabled();
    const input = canvas.getByLabelText('Cambiar imagen');
    await expect(input).toHaveAttribute('aria-disabled', 'true');
    await userEvent.upload(input, photo());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Succeeded: Story = {
  args: { previewUrl: COVER, status: { kind: 'success', message: 'Imagen de portada lista' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Imagen de portada lista');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: { kind: 'error', message: TOO_BIG } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TOO_BIG);
    await expect(canvas.getByLabelText('Seleccionar imagen')).toHaveAccessibleDescription(TOO_BIG);
  },
};

export const DisabledTakesNothing: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { previewUrl: COVER, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Cambiar imagen')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Quitar imagen' })).toBeDisabled();
  },
};

function RemovableCover() {
  const [url, setUrl] = useState<string | null>(COVER);
  return (
    <CoverUploader
      previewUrl={url}
      status={{ kind: 'idle' }}
      onSelect={() => setUrl(COVER)}
      onRemove={() => setUrl(null)}
    />
  );
}

export const RemovingLeavesTheFocusOnThePicker: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <RemovableCover />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Cambiar imagen')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Quitar imagen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Seleccionar imagen')).toHaveFocus();
    await expect(canvas.queryByRole('img', { name: 'Vista previa de la portada' })).toBeNull();
    // The hidden input's focus shows on the drop zone that names it.
    await expect(getComputedStyle(canvas.getByText('Seleccionar imagen')).outlineStyle).toBe('solid');
  },
};
