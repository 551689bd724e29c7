import fc from 'fast-check';
import { distinctWords } from '../distinct-words';

/** The request fields that carry a body of HTML, by the names the API documents. */
const BODY_FIELDS = new Set(['contenido', 'htmlContent']);

export const isBodyField = (name: string) => BODY_FIELDS.has(name);

/**
 * The second drill's bodies (issue 33): slow to sanitise (F8: quadratic style patterns, a 15 MB body,
 * 100,000 nested divs) or with more words than a full-text vector holds (F9).
 */
export const hostileBody: fc.Arbitrary<string> = fc.constantFrom(
  `<p style="margin:${'1'.repeat(50_000)}z">x</p>`.repeat(10),
  `<p style="color:rgb(${' '.repeat(50_000)}x)">x</p>`,
  `<p style="padding:${'1'.repeat(1_500)}z">x</p>`.repeat(500),
  `${'<div>'.repeat(100_000)}x${'</div>'.repeat(100_000)}`,
  '<div>'.repeat(100_000),
  `<p>${'palabra '.repeat(2 * 1024 * 1024)}</p>`,
  `<h2>${distinctWords(40_000)}</h2><p>${distinctWords(120_000, 40_000)}</p>`,
);
