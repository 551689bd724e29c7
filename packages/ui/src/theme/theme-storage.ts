/** Where the ThemeProvider keeps the reader's choice: any key-value store the app picks. */
export interface ThemeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/**
 * The browser's localStorage: the store `themeInitScript` reads before the first paint, so use it with
 * that script. Refusals (private browsing, storage turned off) read as nothing and drop the write.
 */
export const localStorageAdapter: ThemeStorage = {
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // The theme still changes for this visit.
    }
  },
};

/** A store that lives as long as the page: for tests, stories and hosts without storage. */
export function createMemoryStorage(initial: Record<string, string> = {}): ThemeStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
  };
}
