import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { guidance } from '../story-guidance';
import { Dialog } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Root,
  parameters: {
    docs: guidance({
      resumen: [
        'Ventana modal con título, descripción y acciones: `Dialog.Root`, `Trigger`, `Content`,',
        '`Actions` y `Close`.',
      ],
      usar: [
        'Para una tarea breve que interrumpe la página a propósito: elegir un modo, rellenar unos pocos',
        'campos.',
      ],
      evitar: [
        'Para confirmar una acción (usa `ConfirmDialog`), para mensajes que no exigen respuesta',
        '(`Notice`, `Toast`) o para contenido largo, que merece su propia página.',
      ],
      accesibilidad: [
        '`Content` exige `title`, que nombra el diálogo, y conecta la descripción. El foco entra al',
        'abrir y no sale mientras está abierto; Escape y el botón «Cerrar» lo cierran y el foco vuelve',
        'al disparador. El resto de la página queda inerte. La animación de entrada se quita si el',
        'lector pidió reducir el movimiento.',
      ],
    }),
  },
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

export const EscapeClosesAndReturnsFocus: Story = {
  tags: ['!autodocs', '!dev'],
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
  tags: ['!autodocs', '!dev'],
  args: { defaultOpen: true },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A dialog the app opens itself (no Dialog.Trigger): the focus still goes back to the control it came from. */
function OpenedByTheApp() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Retirar del sitio</Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content title="¿Retirar la publicación del sitio?">
          <Dialog.Actions>
            <Dialog.Close asChild>
              <Button variant="outline" tone="neutral">
                Seguir publicada
              </Button>
            </Dialog.Close>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

export const ReturnsFocusWithoutATrigger: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <OpenedByTheApp />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Retirar del sitio' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: '¿Retirar la publicación del sitio?' });
    await userEvent.click(screen.getByRole('button', { name: 'Seguir publicada' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
