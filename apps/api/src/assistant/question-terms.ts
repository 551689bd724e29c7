import { stemmer } from '@orama/stemmers/spanish';
import { foldText } from '@pupitre/data';
import { functionWords } from './function-words';
import { stemWord, wordsOf } from './stem';
import { educationSynonyms } from './synonyms';

/** How much a thesaurus equivalent counts beside the reader's own word (1). */
export const EQUIVALENT_WEIGHT = 0.8;
/** How much the previous question's words count in a follow-up. */
export const PREVIOUS_WEIGHT = 0.5;
const MAX_WORDS = 24;

export interface QuestionTerms {
  /** Words the database looks for candidates with: the question's content words, then equivalents. */
  words: string[];
  /** Every stem of those words with how much it counts. */
  stems: Map<string, number>;
}

function add(terms: QuestionTerms, text: string, weight: number) {
  for (const word of wordsOf(text)) {
    if (functionWords.has(foldText(word))) continue;
    const stem = stemWord(word);
    if ((terms.stems.get(stem) ?? 0) >= weight) continue;
    terms.stems.set(stem, weight);
    if (terms.words.length < MAX_WORDS && !terms.words.includes(word)) terms.words.push(word);
  }
}

// Accents folded before stemming, so "despues" in the thesaurus meets "después" in a question.
const looseStem = (word: string) => stemmer(foldText(word));

// Each phrase as the stems of all its words: it matches when the question holds every one, in any order.
const thesaurus = educationSynonyms.map(
  ([phrases, said]) => [phrases.map((phrase) => wordsOf(phrase).map(looseStem)), said] as const,
);

/** The content words of a question, and what the thesaurus adds for its words and phrases. */
export function questionTerms(question: string, weight = 1): QuestionTerms {
  const terms: QuestionTerms = { words: [], stems: new Map() };
  add(terms, question, weight);
  const asked = new Set(wordsOf(question).map(looseStem));
  for (const [phrases, said] of thesaurus) {
    if (phrases.some((stems) => stems.every((stem) => asked.has(stem)))) {
      for (const term of said) add(terms, term, weight * EQUIVALENT_WEIGHT);
    }
  }
  return terms;
}

/** A follow-up's terms: its own, then the previous question's at a lower weight. */
export function withPrevious(terms: QuestionTerms, previousQuestion: string): QuestionTerms {
  const merged: QuestionTerms = { words: [...terms.words], stems: new Map(terms.stems) };
  const previous = questionTerms(previousQuestion, PREVIOUS_WEIGHT);
  for (const [stem, weight] of previous.stems) {
    if ((merged.stems.get(stem) ?? 0) < weight) merged.stems.set(stem, weight);
  }
  for (const word of previous.words) {
    if (merged.words.length < MAX_WORDS && !merged.words.includes(word)) merged.words.push(word);
  }
  return merged;
}
