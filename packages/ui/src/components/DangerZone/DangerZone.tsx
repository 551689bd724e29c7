import { useEffect, useId, useRef } from 'react';
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
        Zona de peligro
      </Heading>
      <p className={styles.text}>
        Al eliminar tu cuenta se borran tu perfil y tus datos de forma permanente. Esta acción no se puede
        deshacer.
      </p>
      <Button ref={trigger} tone="danger" onClick={() => onOpenChange(true)}>
        Eliminar cuenta
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        tone="danger"
        title="¿Eliminar tu cuenta?"
        description="Esta acción no se puede deshacer. Tu cuenta, tu perfil y tus datos se eliminarán de forma permanente."
        confirmLabel="Sí, eliminar mi cuenta"
        busy={deleting}
        busyLabel="Eliminando cuenta..."
        error={error}
        onConfirm={onConfirm}
      />
    </section>
  );
}
