import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { guidance } from '../story-guidance';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: guidance({
      resumen: [
        'Diálogo que pide confirmar una acción antes de hacerla: cerrar sesión, eliminar un comentario',
        'o la cuenta.',
      ],
      usar: [
        'Para acciones que no se pueden deshacer o que sacan al lector de lo que hacía. Con',
        '`tone="danger"` para destruir.',
      ],
      evitar: [
        'Para acciones reversibles o frecuentes (mejor deshacer después, con un `Toast`) ni para pedir',
        'datos (usa `Dialog` con un formulario).',
      ],
      accesibilidad: [
        'Hereda de `Dialog`: el foco queda dentro, Escape o «Cancelar» lo cierran y el foco vuelve a',
        'quien lo abrió; título y descripción se leen al abrir. Mientras `busy`, Escape, el fondo y',
        'cancelar no hacen nada y el botón anuncia que trabaja. Un `error` se anuncia dentro del',
        'diálogo. El botón de confirmar debe repetir la acción («Eliminar mi cuenta»), no «Aceptar».',
      ],
    }),
  },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Confirmar cierre de sesión',
    description: '¿Seguro que quieres cerrar tu sesión?',
    confirmLabel: 'Sí, cerrar sesión',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logout: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, cerrar sesión' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const DeleteComment: Story = {
  args: {
    title: 'Eliminar comentario',
    description: '¿Estás seguro de que deseas eliminar este comentario?',
    confirmLabel: 'Eliminar',
    tone: 'danger',
  },
};

export const WithError: Story = {
  args: {
    title: 'Eliminar cuenta',
    description: 'Esta acción no se puede deshacer.',
    confirmLabel: 'Eliminar mi cuenta',
    tone: 'danger',
    error: 'No se pudo conectar con el servidor. Verifica tu conexión a internet.',
  },
};

export const BusyIgnoresCancelEscapeAndBackdrop: Story = {
  tags: ['!autodocs', '!dev'],
  args: {
    title: 'Eliminar cuenta',
    confirmLabel: 'Eliminar mi cuenta',
    tone: 'danger',
    busy: true,
    busyLabel: 'Eliminando...',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar cuenta' });
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

function Stateful() {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onConfirm={() => setOpen(false)}
      title="Confirmar cierre de sesión"
      confirmLabel="Sí, cerrar sesión"
    />
  );
}

export const CancelCloses: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <Stateful />,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
