import { paths } from '../../paths';

// The screen's own path ('/reset-password'): a token follows it, and it is never a token itself.
const RESET_BASE = paths.resetPassword();
const RESET_PATH = new RegExp(`${RESET_BASE}/([^/?#]+)`);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape: the raw text is still the best guess at the token.
    return segment;
  }
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The password-reset token (accounts-admin §2, Reset password): the route parameter, else the query
 * parameter `token`, else a `/reset-password/{token}` match on the path, else the path's last segment.
 * Null when none is found (the page then says no valid token was given). Trimmed, as the API expects.
 */
export function resetTokenFrom(
  routeParam: string | null | undefined,
  search: string | null | undefined,
  pathname: string | null | undefined,
): string | null {
  const fromRoute = present(routeParam);
  if (fromRoute) return fromRoute;

  const fromQuery = present(new URLSearchParams(search ?? '').get('token'));
  if (fromQuery) return fromQuery;

  const path = pathname ?? '';
  const match = RESET_PATH.exec(path);
  const fromPattern = match?.[1] ? present(decoded(match[1])) : null;
  if (fromPattern) return fromPattern;

  const last = path.split(/[?#]/, 1)[0]?.split('/').filter(Boolean).pop();
  if (!last || `/${last}` === RESET_BASE) return null;
  return present(decoded(last));
}
