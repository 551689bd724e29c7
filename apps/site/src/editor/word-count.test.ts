import { describe, expect, it } from 'vitest';
import { emptyDocument } from './model';
import { countWords, describeLength, isDocumentEmpty } from './word-count';

describe('word count and reading time', () => {
  it('counts words across blocks, not punctuation', () => {
    expect(
      countWords([
        { type: 'heading', level: 2, children: [{ text: 'Estudiar mejor' }] },
        {
          type: 'paragraph',
          children: [{ text: 'con pausas — y ' }, { text: 'calma', bold: true }, { text: '.' }],
        },
      ]),
    ).toBe(6);
  });

  it('says the length and the minutes of reading in Spanish', () => {
    expect(describeLength(0)).toBe('0 palabras · 0 min de lectura');
    expect(describeLength(1)).toBe('1 palabra · 1 min de lectura');
    expect(describeLength(450)).toBe('450 palabras · 2 min de lectura');
  });

  it('calls a document of blank paragraphs empty, but not one with a rule', () => {
    expect(isDocumentEmpty(emptyDocument())).toBe(true);
    expect(isDocumentEmpty([{ type: 'paragraph', children: [{ text: '   ' }] }])).toBe(true);
    expect(isDocumentEmpty([{ type: 'horizontal-rule', children: [{ text: '' }] }])).toBe(false);
  });
});
