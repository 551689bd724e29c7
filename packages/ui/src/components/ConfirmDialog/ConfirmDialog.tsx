import type { ReactNode } from 'react';
import { confirmDialogMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  /** While the action runs: the confirm button shows it, and cancel, Escape and the backdrop do nothing. */
  busy?: boolean;
  busyLabel?: string;
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
