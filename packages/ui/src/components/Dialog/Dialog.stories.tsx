import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Root,
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button>Abrir diálogo</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Modo HTML (Avanzado)"
        description="El modo HTML permite editar el código de la publicación."
      >
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button variant="outline" tone="neutral">
              Cancelar
            </Button>
          </Dialog.Close>
          <Button>Continuar al modo HTML</Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir diálogo' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Modo HTML (Avanzado)' });
    await expect(dialog).toHaveAccessibleDescription(
      'El modo HTML permite editar el código de la publicación.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButtonHasASpanishName: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
