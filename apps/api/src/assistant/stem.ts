import { stemmer } from '@orama/stemmers/spanish';
import { foldText } from '@pupitre/data';
import { functionWords } from './function-words';

// Snowball reads "-ción" and "-sión" as suffixes only with their accent: readers (and the thesaurus)
// often type "evaluacion", which must stem like "evaluación" and "evaluaciones".
const unaccentedEndings: [RegExp, string][] = [
  [/cion$/, 'ción'],
  [/sion$/, 'sión'],
  [/logia$/, 'logía'],
];

/** A word's Spanish Snowball stem, accents folded after stemming (the stemmer reads them). */
export function stemWord(word: string): string {
  let lower = word.toLowerCase();
  for (const [ending, accented] of unaccentedEndings) lower = lower.replace(ending, accented);
  return foldText(stemmer(lower));
}

/** The words of a text, lower-cased, accents kept. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The stems of a text's content words, in order, repeats kept (BM25 counts them). */
export function contentStems(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !functionWords.has(foldText(word)))
    .map(stemWord);
}
