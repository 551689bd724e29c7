import { Node } from 'slate';
import type { EditorDocument } from './model';

/** Silent reading of study material: about 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

export function countWords(document: EditorDocument): number {
  const text = document.map((block) => Node.string(block)).join(' ');
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** '0 palabras · 0 min', '1 palabra · 1 min de lectura'… */
export function describeLength(words: number): string {
  const minutes = words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
  return `${words === 1 ? '1 palabra' : `${words} palabras`} · ${minutes} min de lectura`;
}

export function isDocumentEmpty(document: EditorDocument): boolean {
  return document.every(
    (block) => block.type !== 'horizontal-rule' && block.type !== 'image' && Node.string(block).trim() === '',
  );
}
