import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DangerZone, type DangerZoneProps } from './DangerZone';

const meta = {
  title: 'Fragments/DangerZone',
  component: DangerZone,
  args: { open: false, onOpenChange: fn(), onConfirm: fn(), deleting: false, error: null },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof DangerZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowScreen: Story = { decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>] };

/** The dialog state kept by the story, as the app keeps it. */
function Interactive({
  onConfirm,
  deleting,
  error,
}: Pick<DangerZoneProps, 'onConfirm' | 'deleting' | 'error'>) {
  const [open, setOpen] = useState(false);
  return (
    <DangerZone open={open} onOpenChange={setOpen} onConfirm={onConfirm} deleting={deleting} error={error} />
  );
}

export const AsksForConfirmationFirst: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => <Interactive onConfirm={args.onConfirm} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Zona de peligro' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Eliminar cuenta' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const FailureShowsInTheDialog: Story = {
  tags: ['!autodocs', '!dev'],
  args: { open: true, error: 'Error al eliminar la cuenta' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Error al eliminar la cuenta');
  },
};

export const BusyDialogCannotBeDismissed: Story = {
  tags: ['!autodocs', '!dev'],
  args: { open: true, deleting: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await expect(within(dialog).getByRole('button', { name: /Eliminando cuenta/ })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    // The dialog may still be fading in when Escape is pressed: wait for it to settle, still open.
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
