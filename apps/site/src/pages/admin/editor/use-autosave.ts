import { useEffect, useRef, useState } from 'react';
import { browserLocalStorage } from '../../../editor/drafts/browser-storage';
import { type LocalDraft, saveLocalDraft } from '../../../editor/drafts/local-draft';
import { describeAutosave } from './autosave-status';
import { type ServerSaveFailure, serverSaveFailureOf } from './server-save-failure';
import { createServerSaveTimer } from './server-save-timer';

export { type AutosaveStatus, describeAutosave } from './autosave-status';

import type { AutosaveStatus } from './autosave-status';

/** The copy in this browser is written this soon after a change, and at most this often. */
export const LOCAL_COPY_INTERVAL_MS = 300;
/** The server draft is written this long after the last change... */
export const SERVER_SAVE_QUIET_MS = 2000;
/** ...and never later than this after the first unsaved one, however long the author types. */
export const SERVER_SAVE_MAX_WAIT_MS = 5000;
/** A save still unanswered after this is reported as not saved (it is retried once it times out). */
export const SLOW_SAVE_MS = 4000;
/** The waits before each new try after a failed save; the last one repeats. */
export const RETRY_DELAYS_MS = [2000, 4000, 8000] as const;

/** How a server save went: written to the post, or kept aside until "Actualizar". */
export type ServerSaveResult = 'saved' | 'pending';

interface AutosaveOptions {
  storageKey: string;
  snapshot(): LocalDraft;
  /** Writes the post's text to the server; undefined while the post has no id there. */
  saveOnServer?: () => Promise<ServerSaveResult> | undefined;
  /** A save failed for a reason a retry cannot mend (a conflict, the session's end): saving pauses. */
  onStopped?(failure: ServerSaveFailure): void;
}

/**
 * Keeps the writer's work as they type: a copy in this browser within 300 ms of every change (it
 * survives a crash, a closed tab or Back), and the post on the server within 5 s once it has an id
 * there. A save that fails or hangs says so within 5 s and is tried again, sooner when the browser
 * is back online; one that cannot succeed as it is (a conflict, an ended session) pauses saving until
 * `resume`. A copy still due when the page goes away is written at once.
 */
export function useAutosave({ storageKey, snapshot, saveOnServer, onStopped }: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const latest = useRef({ storageKey, snapshot, saveOnServer, onStopped });
  latest.current = { storageKey, snapshot, saveOnServer, onStopped };
  const localTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const failures = useRef(0);
  const paused = useRef(false);
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
  const retryLater = () => {
    const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length) - 1] ?? 0;
    clearTimeout(retryTimer.current);
    retryTimer.current = setTimeout(() => server.current?.flush(), delay);
  };

  server.current ??= createServerSaveTimer({
    quietMs: SERVER_SAVE_QUIET_MS,
    maxWaitMs: SERVER_SAVE_MAX_WAIT_MS,
    save: async () => {
      if (paused.current) return;
      const write = latest.current.saveOnServer?.();
      if (!write) return;
      show({ kind: 'saving' });
      const slow = setTimeout(() => show({ kind: 'retrying' }), SLOW_SAVE_MS);
      try {
        const result = await write;
        failures.current = 0;
        clearTimeout(retryTimer.current);
        show({ kind: 'saved', where: 'server', at: new Date(), pending: result === 'pending' });
      } catch (error) {
        writeLocal();
        const failure = serverSaveFailureOf(error);
        if (failure.kind === 'retry') {
          failures.current += 1;
          show({ kind: 'retrying' });
          retryLater();
        } else {
          paused.current = true;
          show({ kind: 'stopped', failure });
          latest.current.onStopped?.(failure);
        }
      } finally {
        clearTimeout(slow);
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
    const online = () => {
      if (failures.current > 0 && !paused.current) {
        clearTimeout(retryTimer.current);
        server.current?.flush();
      }
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the editor in the app (Back, a link): what was typed in the last moments is kept.
      flush();
      server.current?.cancel();
      clearTimeout(retryTimer.current);
    };
  }, []);

  return {
    status,
    schedule: () => {
      if (localTimer.current === undefined) {
        localTimer.current = setTimeout(() => {
          const local = writeLocal();
          if (!latest.current.saveOnServer || paused.current) {
            if (paused.current) return;
            show(local === 'failed' ? { kind: 'failed' } : { kind: 'saved', where: 'local', at: new Date() });
          }
        }, LOCAL_COPY_INTERVAL_MS);
      }
      // A failed save is already due again: its retry takes the new text too.
      if (latest.current.saveOnServer && !paused.current && failures.current === 0)
        server.current?.schedule();
    },
    /** An explicit save takes over: nothing already due is written after it. */
    cancel: () => {
      clearTimeout(localTimer.current);
      localTimer.current = undefined;
      clearTimeout(retryTimer.current);
      failures.current = 0;
      server.current?.cancel();
    },
    /**
     * Saving goes on after a pause (the conflict resolved, the author signed in again): at once, unless
     * the editor holds nothing new (`flush` false).
     */
    resume: (flush = true) => {
      paused.current = false;
      failures.current = 0;
      shown.current = '';
      if (flush) server.current?.flush();
    },
    /** An explicit save succeeded: the line says so, and any pause or retry is over. */
    saved: (pending: boolean) => {
      paused.current = false;
      failures.current = 0;
      show({ kind: 'saved', where: 'server', at: new Date(), pending });
    },
  };
}
