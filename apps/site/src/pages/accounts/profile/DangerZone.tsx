import { Button, ConfirmDialog } from '@pupitre/ui';
import { useId } from 'react';
import * as styles from './DangerZone.css';
import type { useAccountDeletion } from './use-account-deletion';

export const DELETE_ACCOUNT_LABEL = 'Eliminar cuenta';
export const DELETE_DIALOG_TITLE = '¿Eliminar tu cuenta?';
export const DELETE_CONFIRM_LABEL = 'Sí, eliminar mi cuenta';
export const DELETE_BUSY_LABEL = 'Eliminando cuenta...';

/** 'Zona de peligro': the delete-account button and its confirmation (accounts-admin §4). */
export function DangerZone({ deletion }: { deletion: ReturnType<typeof useAccountDeletion> }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.zone}>
      <h2 id={titleId} className={styles.title}>
        Zona de peligro
      </h2>
      <p className={styles.text}>
        Al eliminar tu cuenta se borran tu perfil y tus datos de forma permanente. Esta acción no se puede
        deshacer.
      </p>
      <Button variant="danger" onClick={() => deletion.setOpen(true)}>
        {DELETE_ACCOUNT_LABEL}
      </Button>
      <ConfirmDialog
        open={deletion.open}
        onOpenChange={deletion.setOpen}
        tone="danger"
        title={DELETE_DIALOG_TITLE}
        description="Esta acción no se puede deshacer. Tu cuenta, tu perfil y tus datos se eliminarán de forma permanente."
        confirmLabel={DELETE_CONFIRM_LABEL}
        busy={deletion.deleting}
        busyLabel={DELETE_BUSY_LABEL}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
      />
    </section>
  );
}
