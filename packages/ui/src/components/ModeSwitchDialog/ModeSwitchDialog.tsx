import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';

export interface ModeSwitchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The writer accepts: the app switches to HTML mode (and closes the dialog). */
  onConfirm(): void;
}

/** Asked before going from the simple editor to HTML mode; going back needs no question. */
export function ModeSwitchDialog({ open, onOpenChange, onConfirm }: ModeSwitchDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title="Modo HTML (Avanzado)"
      description="En el modo HTML editarás el contenido como código, y el formato de la publicación se conserva tal cual. Si vuelves al modo simple, solo se convertirá lo que el editor simple puede mostrar."
      confirmLabel="Continuar al modo HTML"
      cancelLabel="Cancelar"
    />
  );
}
