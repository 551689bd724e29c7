import {
  browserLocalStorage,
  browserSessionStorage,
  type KeyValueStorage,
  readItem,
  writeItem,
} from './browser-storage';
import { heartbeatTabLocks, type TabLocks, webTabLocks } from './tab-locks';

/** sessionStorage keeps it across reloads of the same tab, and never shares it with another tab. */
export const TAB_ID_KEY = 'pupitre:tab';

export interface TabIdentity {
  /** The id known now; it changes once at most, when a duplicated tab turns out to share it. */
  id(): string;
  /** The id once this page holds the tab's lock: only then are other tabs' copies looked at. */
  ready: Promise<string>;
  /** Calls back when the id changes. */
  subscribe(listener: () => void): () => void;
  locks: TabLocks;
}

interface TabIdentityOptions {
  session: KeyValueStorage | null;
  locks: TabLocks;
  newId?: () => string;
}

const MAX_ATTEMPTS = 5;

export function newTabId(): string {
  // randomUUID exists only on secure pages.
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
  );
}

export function createTabIdentity({ session, locks, newId = newTabId }: TabIdentityOptions): TabIdentity {
  const listeners = new Set<() => void>();
  const remember = (next: string) => {
    writeItem(session, TAB_ID_KEY, next);
    return next;
  };
  let id = readItem(session, TAB_ID_KEY) || remember(newId());
  const ready = (async () => {
    // "Duplicate tab" copies sessionStorage, id included: the original holds the lock, so the copy
    // takes an id of its own.
    for (let attempt = 1; attempt < MAX_ATTEMPTS && !(await locks.hold(id)); attempt += 1) {
      id = remember(newId());
      for (const listener of listeners) listener();
    }
    return id;
  })();
  return {
    id: () => id,
    ready,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    locks,
  };
}

let current: TabIdentity | undefined;

/** This tab, with Web Locks where the browser has them and heartbeats in localStorage elsewhere. */
export function thisTab(): TabIdentity {
  current ??= createTabIdentity({
    session: browserSessionStorage(),
    locks:
      typeof navigator !== 'undefined' && navigator.locks
        ? webTabLocks(navigator.locks)
        : heartbeatTabLocks(browserLocalStorage(), {
            page: typeof window === 'undefined' ? undefined : window,
          }),
  });
  return current;
}
