import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { paths } from '../paths';
import { routes } from '../routes';

/**
 * Where the server sends a request for `path` at once (302), or null to answer it. `/`, `/dashboard`
 * and unknown paths lead to /dashboard for a logged-in reader and /home for a visitor (accounts-admin
 * §2); the session lives in the browser, so to the server every request is a visitor's.
 */
export function serverRedirectFor(path: string): string | null {
  const bare = path.replace(/(.)\/+$/, '$1');
  if (bare === paths.root() || bare === paths.dashboard()) return paths.home();
  const known = routes.some((route) => matchRoute(parse, route.path, path)[0]);
  return known ? null : paths.home();
}
