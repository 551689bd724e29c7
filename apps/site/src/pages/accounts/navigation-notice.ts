import { REGISTER_SUCCESS, REGISTER_SUCCESS_DEV } from '../../forms/register-submit';

/** 'info' says why the reader is here (a guarded page sent them), without calling it a failure. */
export type NoticeTone = 'success' | 'error' | 'info';

/** A message handed to /login through the navigation state (wouter `navigate(to, { state })`). */
export interface NavigationNotice {
  message: string;
  /** Without a tone the message is a general error (accounts-admin §2, Login). */
  tone?: NoticeTone;
}

const KNOWN_SUCCESSES: readonly string[] = [REGISTER_SUCCESS, REGISTER_SUCCESS_DEV];

/** The notice carried by a history state, if any; registration successes are recognised by their text too. */
export function noticeFromState(state: unknown): Required<NavigationNotice> | null {
  if (state === null || typeof state !== 'object') return null;
  const { message, tone } = state as { message?: unknown; tone?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return null;
  if (tone === 'info') return { message, tone };
  const success = tone === 'success' || (tone !== 'error' && KNOWN_SUCCESSES.includes(message));
  return { message, tone: success ? 'success' : 'error' };
}

/**
 * Reads the notice of the current history entry and removes it from the entry, so reloading the page
 * does not show an old message again. Call it from an effect (it touches `window`).
 */
export function takeNavigationNotice(): Required<NavigationNotice> | null {
  const state: unknown = window.history.state;
  const notice = noticeFromState(state);
  if (notice) {
    const { message: _message, tone: _tone, ...rest } = state as Record<string, unknown>;
    window.history.replaceState(Object.keys(rest).length > 0 ? rest : null, '');
  }
  return notice;
}
