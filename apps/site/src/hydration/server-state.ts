import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { rememberServerQueries } from './server-queries';

/** The id of the JSON data block the server writes the cache into. */
export const SERVER_STATE_ID = 'pupitre-state';

/**
 * The cache as JSON for a `<script type="application/json">` block: a data block is never run (and
 * needs no CSP hash); `<` is escaped so no text inside can close the element.
 */
export function serialiseServerState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** Puts the server's cache into the browser's before the first render; false when there is none. */
export function hydrateServerState(queryClient: QueryClient): boolean {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  hydrate(queryClient, state);
  rememberServerQueries(queryClient, state);
  return true;
}
