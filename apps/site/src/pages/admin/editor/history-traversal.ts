/**
 * The part of the Navigation API the leave guard uses (Chromium, Firefox and Safari have it; older
 * browsers do not, and TypeScript's DOM types lack it). Its `navigate` event comes before Back or
 * Forward moves the page, and cancelling it keeps the page where it is: the router never hears of it.
 */
interface TraverseEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  destination: { url: string; key: string };
}

interface NavigationLike extends EventTarget {
  traverseTo(key: string): { committed: Promise<unknown>; finished: Promise<unknown> };
}

const navigation = (): NavigationLike | undefined =>
  (window as unknown as { navigation?: NavigationLike }).navigation;

/**
 * Calls `onTraverse` with the in-site address Back or Forward is about to open, and holds the page
 * there when it answers true. Returns the way to stop listening.
 */
export function holdHistoryTraversals(onTraverse: (path: string, key: string) => boolean): () => void {
  const target = navigation();
  if (!target) return () => undefined;
  const listener = (event: Event) => {
    const traversal = event as TraverseEvent;
    if (traversal.navigationType !== 'traverse' || !traversal.cancelable) return;
    const url = new URL(traversal.destination.url);
    if (url.origin !== window.location.origin) return;
    if (onTraverse(`${url.pathname}${url.search}${url.hash}`, traversal.destination.key)) {
      traversal.preventDefault();
    }
  };
  target.addEventListener('navigate', listener);
  return () => target.removeEventListener('navigate', listener);
}

/** Goes to the history entry a held traversal was heading for. */
export function traverseTo(key: string): void {
  const result = navigation()?.traverseTo(key);
  // The page is being left: there is no one to tell if the browser gives up on it.
  result?.committed.catch(() => undefined);
  result?.finished.catch(() => undefined);
}
