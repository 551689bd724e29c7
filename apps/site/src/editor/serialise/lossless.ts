import { canonicalHtml } from './canonical-html';
import { htmlToDocument } from './from-html';
import { documentToHtml } from './to-html';

/**
 * Whether a post's HTML survives the trip through the editor's model with nothing a reader would
 * notice changed, so it can open in simple mode.
 */
export function convertsLosslessly(html: string): boolean {
  const original = canonicalHtml(html);
  if (original === '') return true;
  return original === canonicalHtml(documentToHtml(htmlToDocument(html)));
}
