/** The query parameter that tells /login (and /register) where the reader was going. */
export const RETURN_PARAM = 'next';

/** Why a guarded page sent the reader to /login (issue 16): shown above the form. */
export const LOGIN_REQUIRED = 'Inicia sesión para ver esta página.';

const PROBE_ORIGIN = 'https://pupitre.invalid';

/**
 * The same-site path in `search`'s `next`, or undefined. Only a path of this site is honoured: another
 * origin, a protocol-relative `//host` and backslash tricks browsers read as `//` are refused, so the
 * login form can never send a reader elsewhere (no open redirect).
 */
export function returnPathFrom(search: string): string | undefined {
  const wanted = new URLSearchParams(search).get(RETURN_PARAM);
  if (!wanted?.startsWith('/') || wanted.startsWith('//') || wanted.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(wanted, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  // Normalising can make a protocol-relative path of a harmless one ('/.//evil.example').
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `next` added when there is somewhere to return to. */
export function withReturnPath(path: string, next: string | undefined): string {
  return next ? `${path}?${RETURN_PARAM}=${encodeURIComponent(next)}` : path;
}
