/**
 * For a text field that takes a code (a URL, a hex colour) rather than words: the browser offers no
 * past entries and marks no spelling.
 */
export const codeEntry = { autoComplete: 'off', spellCheck: false } as const;
