import { modeSwitchDialogMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';

export interface ModeSwitchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The writer accepts: the app switches to HTML mode (and closes the dialog). */
  onConfirm(): void;
}

/** Asked before going from the simple editor to HTML mode; going back needs no question. */
export function ModeSwitchDialog({ open, onOpenChange, onConfirm }: ModeSwitchDialogProps) {
  const copy = useMessages({ modeSwitchDialog: modeSwitchDialogMessages }).modeSwitchDialog;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title={copy.title}
      description={copy.description}
      confirmLabel={copy.confirm}
      cancelLabel={copy.cancel}
    />
  );
}
