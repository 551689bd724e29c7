import { ConfirmDialog } from '@pupitre/ui';
import { editorActionMessages as messages } from './editor-actions';

interface UnpublishDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

/** "Retirar del sitio" asks first: visitors lose the post at once. */
export function UnpublishDialog({ open, onOpenChange, onConfirm }: UnpublishDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.unpublishTitle}
      description={messages.unpublishDescription}
      confirmLabel={messages.unpublishConfirm}
      cancelLabel={messages.unpublishCancel}
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
