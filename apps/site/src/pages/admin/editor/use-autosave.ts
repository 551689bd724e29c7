import { useEffect, useRef, useState } from 'react';
import { browserLocalStorage } from '../../../editor/drafts/browser-storage';
import { type LocalDraft, saveLocalDraft } from '../../../editor/drafts/local-draft';
import { createServerSaveTimer } from './server-save-timer';

/** The copy in this browser is written this soon after a change, and at most this often. */
export const LOCAL_COPY_INTERVAL_MS = 300;
/** The server draft is written this long after the last change... */
export const SERVER_SAVE_QUIET_MS = 2000;
/** ...and never later than this after the first unsaved one, however long the author types. */
export const SERVER_SAVE_MAX_WAIT_MS = 5000;

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
}

/**
 * Keeps the writer's work as they type: a copy in this browser within 300 ms of every change (it
 * survives a crash, a closed tab or Back), and the draft itself on the server within 5 s once it has
 * an id there. A copy still due when the page goes away is written at once.
 */
export function useAutosave({ storageKey, snapshot, saveOnServer }: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const latest = useRef({ storageKey, snapshot, saveOnServer });
  latest.current = { storageKey, snapshot, saveOnServer };
  const localTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shown = useRef('');

  // Only a change the author can read re-renders the form: the clock line moves once a minute.
  const show = (next: AutosaveStatus) => {
    const text = describeAutosave(next);
    if (text === shown.current) return;
    shown.current = text;
    setStatus(next);
  };

  const writeLocal = () => {
    clearTimeout(localTimer.current);
    localTimer.current = undefined;
    const { storageKey: key, snapshot: take } = latest.current;
    return saveLocalDraft(browserLocalStorage(), key, take());
  };

  const server = useRef<ReturnType<typeof createServerSaveTimer>>(undefined);
  server.current ??= createServerSaveTimer({
    quietMs: SERVER_SAVE_QUIET_MS,
    maxWaitMs: SERVER_SAVE_MAX_WAIT_MS,
    save: async () => {
      const write = latest.current.saveOnServer?.();
      if (!write) return;
      show({ kind: 'saving' });
      try {
        await write;
        show({ kind: 'saved', where: 'server', at: new Date() });
      } catch {
        const local = writeLocal();
        show(local === 'failed' ? { kind: 'failed' } : { kind: 'saved', where: 'local', at: new Date() });
      }
    },
  });

  useEffect(() => {
    const flush = () => {
      if (localTimer.current !== undefined) writeLocal();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the editor in the app (Back, a link): what was typed in the last moments is kept.
      flush();
      server.current?.cancel();
    };
  }, []);

  return {
    status,
    schedule: () => {
      if (localTimer.current === undefined) {
        localTimer.current = setTimeout(() => {
          const local = writeLocal();
          if (!latest.current.saveOnServer) {
            show(local === 'failed' ? { kind: 'failed' } : { kind: 'saved', where: 'local', at: new Date() });
          }
        }, LOCAL_COPY_INTERVAL_MS);
      }
      if (latest.current.saveOnServer) server.current?.schedule();
    },
    /** An explicit save takes over: nothing already due is written after it. */
    cancel: () => {
      clearTimeout(localTimer.current);
      localTimer.current = undefined;
      server.current?.cancel();
    },
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
