const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** One assignment per cookie in `cookieHeader` ('a=1; b=2') that expires it for the whole site. */
export function expiringCookies(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '')
    .map((name) => `${name}=; expires=${EXPIRED}; path=/`);
}

/**
 * After the account is deleted (accounts-admin §7): local storage, session storage and every cookie the
 * page can reach are cleared. The session's in-memory user is left to `logout()`, which the caller runs
 * once the farewell overlay has been read, because the route guard leaves /profile as soon as it does.
 */
export function clearBrowserData(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const assignment of expiringCookies(document.cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring by name needs no escaping, and the Cookie Store API is missing from older Safari and Firefox
    document.cookie = assignment;
  }
}
