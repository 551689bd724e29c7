import type { ServerSaveFailure } from './server-save-failure';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  /** `pending`: a published or scheduled post's changes, kept until "Actualizar". */
  | { kind: 'saved'; where: 'local' | 'server'; at: Date; pending?: boolean }
  | { kind: 'retrying' }
  | { kind: 'stopped'; failure: Exclude<ServerSaveFailure, { kind: 'retry' }> }
  | { kind: 'failed' };

export const autosaveMessages = {
  saving: 'Guardando...',
  retrying: 'No se pudo guardar en el servidor; se reintentará',
  conflict: 'Sin guardar: otra persona o pestaña cambió esta publicación.',
  session: 'Sin guardar: tu sesión terminó. Tu texto está a salvo en este navegador.',
  localFailed: 'No se pudo guardar una copia automática. Guarda el borrador antes de salir.',
} as const;

const clock = (at: Date) => at.toLocaleTimeString('es', { hour: '2-digit', minute: '2-digit' });

export function describeAutosave(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'saving':
      return autosaveMessages.saving;
    case 'saved':
      if (status.where === 'local') return `Copia guardada en este navegador a las ${clock(status.at)}`;
      return status.pending
        ? `Cambios sin publicar guardados a las ${clock(status.at)}`
        : `Borrador guardado a las ${clock(status.at)}`;
    case 'retrying':
      return autosaveMessages.retrying;
    case 'stopped':
      if (status.failure.kind === 'conflict') return autosaveMessages.conflict;
      if (status.failure.kind === 'session') return autosaveMessages.session;
      return `Sin guardar: ${status.failure.message}`;
    case 'failed':
      return autosaveMessages.localFailed;
  }
}
