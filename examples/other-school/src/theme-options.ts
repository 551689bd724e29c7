/** The reader's system decides until they pick a theme; index.html's start-up script reads the same key. */
export const themeOptions = { mode: 'system', storageKey: 'aguaribay-tema' } as const;
