import { ConfirmDialog } from '@pupitre/ui';
import type { LeaveGuard } from './use-leave-guard';

/** Asks before following a link away from an editor with unsaved changes. */
export function LeaveConfirmDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <ConfirmDialog
      open={guard.pending !== null}
      onOpenChange={(open) => (open ? undefined : guard.stay())}
      title="Tienes cambios sin guardar"
      description="Si sales ahora, los cambios que no has guardado no se publicarán. Queda una copia en este navegador que podrás recuperar al volver."
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      tone="danger"
      onConfirm={guard.leave}
    />
  );
}
