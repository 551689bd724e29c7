import type { ListedStorage } from './browser-storage';

/** A storage that lives as long as the object: for tests, and hosts without browser storage. */
export function inMemoryStorage(initial: Record<string, string> = {}): ListedStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
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
