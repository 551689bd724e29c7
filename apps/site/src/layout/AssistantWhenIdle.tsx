import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { pageHydrated } from '../hydration/page-hydrated';
import { showsAssistant } from './assistant-routes';

const SiteAssistant = lazy(() => import('./SiteAssistant'));

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * Reading a page does not need the assistant: its code loads once the page is live and the browser is
 * idle, and its bubble (fixed in a corner, so nothing moves) appears then. The server renders none, and
 * the admin screens neither load nor show it (see showsAssistant).
 */
export function AssistantWhenIdle() {
  const [location] = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let ended = false;
    void pageHydrated.then(() => {
      if (!ended) cancel = whenIdle(() => setWanted(true));
    });
    return () => {
      ended = true;
      cancel?.();
    };
  }, []);
  return wanted && showsAssistant(location) ? (
    <Suspense fallback={null}>
      <SiteAssistant />
    </Suspense>
  ) : null;
}
