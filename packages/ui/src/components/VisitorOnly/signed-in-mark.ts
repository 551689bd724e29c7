/**
 * The mark an app sets on <html> while a reader is signed in (`data-session="user"`): blocks wrapped in
 * <VisitorOnly> are hidden under it. No imports, so a build config can read this file with Node.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-session';
export const SIGNED_IN_VALUE = 'user';

/**
 * An inline script for the page head that sets the mark before the first paint when the browser holds
 * a session under `storageKey` (in localStorage or sessionStorage). A page rendered on the server
 * cannot know its reader; with this, a signed-in one never sees a visitor's block, not even for a frame.
 */
export function signedInInitScript(storageKey: string): string {
  return `(function(){try{var k=${JSON.stringify(storageKey)};if(localStorage.getItem(k)||sessionStorage.getItem(k))document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},${JSON.stringify(SIGNED_IN_VALUE)})}catch(_){}})();`;
}

/** Keeps the mark true once the app knows the session: set on sign-in, removed on sign-out. */
export function markSignedIn(signedIn: boolean) {
  if (signedIn) document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, SIGNED_IN_VALUE);
  else document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
}
