import { useEffect } from 'react';

let markHydrated: () => void = () => undefined;

/**
 * Resolves once the first page is on screen and live. React hydrates the page's Suspense boundary in a
 * pass of its own, after the layout; state that the page reads (the session) must not change before,
 * or the page would render otherwise than the server did.
 */
export const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Set on <html> once the first page is live: end-to-end tests wait for it before pressing controls. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Rendered beside the pages, inside their Suspense boundary: its effect runs when they are live. */
export function PageHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    markHydrated();
  }, []);
  return null;
}
