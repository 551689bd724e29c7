import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while React hydrates what the server sent; true from the render after,
 * and at once in a page rendered in the browser. What the server sends then works without scripts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
