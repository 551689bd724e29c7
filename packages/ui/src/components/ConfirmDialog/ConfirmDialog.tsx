import type { ReactNode } from 'react';
import { confirmDialogMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Whether the dialog shows; the app keeps it and changes it in `onOpenChange`. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The question, e.g. '¿Eliminar este comentario?': names the dialog. */
  title: ReactNode;
  /** What will happen, read out with the title. */
  description?: ReactNode;
  /** The confirm button's words: the action itself ('Eliminar mi cuenta'), not 'Aceptar'. */
  confirmLabel: string;
  /** The cancel button's words; the dictionary's 'Cancelar' by default. */
  cancelLabel?: string;
  onConfirm(): void;
  /** While the action runs: the confirm button shows it, and cancel, Escape and the backdrop do nothing. */
  busy?: boolean;
  /** Shown on the confirm button while `busy`, e.g. 'Eliminando...'. */
  busyLabel?: string;
  /** The confirm button's tone: primary (default), or danger for an action that destroys something. */
  tone?: 'primary' | 'danger';
  /** A failure message shown inside the dialog. */
  error?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  busyLabel,
  tone = 'primary',
  error,
}: ConfirmDialogProps) {
  const copy = useMessages({ confirmDialog: confirmDialogMessages }).confirmDialog;
  const ignoreWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Content
        title={title}
        description={description}
        closeLabel={busy ? false : copy.close}
        onEscapeKeyDown={ignoreWhileBusy}
        onPointerDownOutside={ignoreWhileBusy}
        onInteractOutside={ignoreWhileBusy}
      >
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <Dialog.Actions>
          <Button variant="outline" tone="neutral" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? copy.cancel}
          </Button>
          <Button tone={tone} loading={busy} loadingLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
