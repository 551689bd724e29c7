import { STORAGE_KEYS } from './token-store';

/** The attribute on <html> that says a session is stored: CSS hides visitor-only blocks under it. */
export const SESSION_ATTRIBUTE = 'data-session';

/**
 * An inline script for the page head. The server renders every reading page as a visitor sees it (it
 * cannot read the browser's storage); this marks a stored session before the first paint, so a
 * signed-in reader never sees the sign-up blocks, not even for the frame before the session loads.
 */
export const sessionInitScript = `(function(){try{var k=${JSON.stringify(STORAGE_KEYS.accessToken)};if(localStorage.getItem(k)||sessionStorage.getItem(k))document.documentElement.setAttribute(${JSON.stringify(SESSION_ATTRIBUTE)},"user")}catch(_){}})();`;

/** Keeps the mark true once the session is known: set on login, removed on logout. */
export function markSession(signedIn: boolean) {
  if (signedIn) document.documentElement.setAttribute(SESSION_ATTRIBUTE, 'user');
  else document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
}
