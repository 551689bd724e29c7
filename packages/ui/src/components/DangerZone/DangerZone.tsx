import { useEffect, useId, useRef } from 'react';
import { dangerZoneMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Heading } from '../Heading/Heading';
import * as styles from './DangerZone.css';

export interface DangerZoneProps {
  /** Whether the confirmation is showing; the app owns it so a success can close it. */
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  /** While the account is being deleted: the dialog cannot be dismissed. */
  deleting?: boolean;
  /** Why the deletion failed, shown inside the dialog. */
  error?: string | null;
}

/** 'Zona de peligro': the delete-account button and the confirmation it asks for first. */
export function DangerZone({ open, onOpenChange, onConfirm, deleting = false, error }: DangerZoneProps) {
  const copy = useMessages({ dangerZone: dangerZoneMessages }).dangerZone;
  const titleId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // The dialog has no trigger of its own (the app opens it), so focus is handed back here on close.
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <section aria-labelledby={titleId} className={styles.zone}>
      <Heading id={titleId} className={styles.title}>
        {copy.title}
      </Heading>
      <p className={styles.text}>{copy.text}</p>
      <Button ref={trigger} tone="danger" onClick={() => onOpenChange(true)}>
        {copy.action}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        tone="danger"
        title={copy.confirmTitle}
        description={copy.confirmDescription}
        confirmLabel={copy.confirm}
        busy={deleting}
        busyLabel={copy.deleting}
        error={error}
        onConfirm={onConfirm}
      />
    </section>
  );
}
