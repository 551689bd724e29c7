import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../paths';
import { useSession } from './SessionProvider';

/** Whether this page's document arrived through a redirect (the server's 302 from `/` or /dashboard). */
function documentWasRedirected() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (entry?.redirectCount ?? 0) > 0;
}

let decided = false;

/**
 * The server cannot see the session (it lives in the browser), so it sends `/`, /dashboard and unknown
 * paths to /home for everyone. A logged-in reader who arrived that way belongs on /dashboard
 * (accounts-admin §2); one who opened /home on purpose stays there. Decided once, on the first page.
 */
export function useDashboardAfterServerRedirect() {
  const { status, user } = useSession();
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (decided || status === 'loading') return;
    decided = true;
    if (user && location === paths.home() && documentWasRedirected()) {
      navigate(paths.dashboard(), { replace: true });
    }
  }, [status, user, location, navigate]);
}
