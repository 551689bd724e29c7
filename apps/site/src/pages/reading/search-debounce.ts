/** How long the listings' search boxes wait after the last keystroke before they search. */
export const SEARCH_DEBOUNCE_MS = 300;
