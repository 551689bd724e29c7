/** The part of the Web Storage API the editor uses; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage whose keys can be listed: the editor looks through it for copies other tabs left. */
export type ListedStorage = KeyValueStorage & Pick<Storage, 'key' | 'length'>;

/**
 * The browser's localStorage, or null where there is none: on the server, and where reading the
 * property itself throws (Chrome with site data blocked, some embedded frames).
 */
export function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's sessionStorage (one per tab, kept across reloads), or null where there is none. */
export function browserSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Every key that starts with `prefix`; none when the storage refuses to be read. */
export function keysStartingWith(storage: ListedStorage | null | undefined, prefix: string): string[] {
  if (!storage) return [];
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

export function readItem(storage: KeyValueStorage | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the write was refused: no storage, private mode, or a full quota. */
export function writeItem(storage: KeyValueStorage | null | undefined, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: KeyValueStorage | null | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the entry stays, and readers validate what they find.
  }
}
