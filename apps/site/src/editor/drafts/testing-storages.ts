import type { ListedStorage } from './browser-storage';
import type { CoverStore } from './cover-store';
import { inMemoryStorage } from './memory-storage';
import type { TabLocks } from './tab-locks';

/** A storage whose quota is used up: reads work, every write throws as browsers do. */
export function fullStorage(initial: Record<string, string> = {}): ListedStorage {
  const storage = inMemoryStorage(initial);
  return {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    key: (index) => storage.key(index),
    get length() {
      return storage.length;
    },
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

/** A storage refused altogether (blocked site data): every call throws. */
export function refusingStorage(): ListedStorage {
  const refuse = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  return {
    getItem: refuse,
    setItem: refuse,
    removeItem: refuse,
    key: refuse,
    get length(): number {
      return refuse();
    },
  };
}

/** Accepts writes up to `maxLength` characters per value, like a quota that fits text but not a cover. */
export function smallStorage(maxLength: number): ListedStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > maxLength)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

/** Tab locks where the test says which tabs live; a claim holds the lock, as Web Locks do. */
export function fakeTabLocks(live: Iterable<string> = []): TabLocks & { live: Set<string> } {
  const held = new Set(live);
  return {
    live: held,
    hold: async (tab) => {
      if (held.has(tab)) return false;
      held.add(tab);
      return true;
    },
    claimIfGone: async (tab, claim) => {
      if (held.has(tab)) return false;
      claim();
      return true;
    },
  };
}

/** IndexedDB's cover store in a Map; `refuse` makes it answer as a full or blocked database. */
export function inMemoryCoverStore({ refuse = false } = {}): CoverStore & { covers: Map<string, string> } {
  const covers = new Map<string, string>();
  const refused = () =>
    Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  return {
    covers,
    put: async (id, dataUrl) => {
      if (refuse) return refused();
      covers.set(id, dataUrl);
    },
    get: async (id) => covers.get(id),
    remove: async (id) => {
      covers.delete(id);
    },
    sweep: async (inUse) => {
      for (const id of covers.keys()) if (!inUse.has(id)) covers.delete(id);
    },
  };
}
