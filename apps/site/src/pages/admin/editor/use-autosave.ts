import { useEffect, useRef, useState } from 'react';
import { browserLocalStorage } from '../../../editor/drafts/browser-storage';
import { type LocalDraft, saveLocalDraft } from '../../../editor/drafts/local-draft';

/** Autosave waits this long after the last change. */
export const AUTOSAVE_DELAY_MS = 2000;

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; where: 'local' | 'server'; at: Date }
  | { kind: 'failed' };

interface AutosaveOptions {
  storageKey: string;
  snapshot(): LocalDraft;
  /** Writes the draft to the server; undefined while the post has no id there, or is published. */
  saveOnServer?: () => Promise<unknown> | undefined;
  /** Called once the server holds everything written so far. */
  onServerSaved(): void;
}

/**
 * Keeps the writer's work a few seconds after each change: always a copy in this browser (it survives
 * a crash or a closed tab), and the draft itself on the server once it has an id there.
 */
export function useAutosave({ storageKey, snapshot, saveOnServer, onServerSaved }: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ storageKey, snapshot, saveOnServer, onServerSaved });
  latest.current = { storageKey, snapshot, saveOnServer, onServerSaved };

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async () => {
    const options = latest.current;
    const local = saveLocalDraft(browserLocalStorage(), options.storageKey, options.snapshot());
    const server = options.saveOnServer?.();
    if (!server) {
      setStatus(local === 'failed' ? { kind: 'failed' } : { kind: 'saved', where: 'local', at: new Date() });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      await server;
      setStatus({ kind: 'saved', where: 'server', at: new Date() });
      options.onServerSaved();
    } catch {
      setStatus(local === 'failed' ? { kind: 'failed' } : { kind: 'saved', where: 'local', at: new Date() });
    }
  };

  return {
    status,
    schedule: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(run, AUTOSAVE_DELAY_MS);
    },
    cancel: () => clearTimeout(timer.current),
  };
}

const clock = (at: Date) => at.toLocaleTimeString('es', { hour: '2-digit', minute: '2-digit' });

export function describeAutosave(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'saving':
      return 'Guardando borrador...';
    case 'saved':
      return status.where === 'server'
        ? `Borrador guardado a las ${clock(status.at)}`
        : `Copia guardada en este navegador a las ${clock(status.at)}`;
    case 'failed':
      return 'No se pudo guardar una copia automática. Guarda el borrador antes de salir.';
  }
}
