import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToDocument } from './from-html';
import { documentArbitrary, htmlArbitrary } from './testing/document-arbitrary';
import { slateNormalised } from './testing/slate-normalised';
import { documentToHtml } from './to-html';

describe('HTML round trip', () => {
  it('reads back every normalised document it writes', () => {
    fc.assert(
      fc.property(documentArbitrary, (document) => {
        expect(htmlToDocument(documentToHtml(document))).toEqual(document);
      }),
      { numRuns: 300 },
    );
  });

  it('reads any HTML into a document Slate would not change, which then round-trips', () => {
    fc.assert(
      fc.property(htmlArbitrary, (html) => {
        const document = htmlToDocument(html);
        expect(slateNormalised(document)).toEqual(document);
        expect(htmlToDocument(documentToHtml(document))).toEqual(document);
      }),
      { numRuns: 300 },
    );
  });
});
