import { foldText } from '@pupitre/data';
import { educationSynonyms } from './synonyms';

/** Words a question is made of that say nothing about its topic (the database drops articles itself). */
const askingWords = new Set(
  (
    'puedo puede pueden podemos podria hago hacer hace hacemos haga haria debo deberia debe conviene ' +
    'sirve sirven servir quiero queremos necesito saber sabe mejor mejoro mejorar algun truco trucos ' +
    'tips consejo consejos idea ideas vale pena manera forma cosa cosas verdad bien mal cada vez veces ' +
    'si no nada estoy favor ayudame recomiendas recomiendan recomendacion dime explica'
  ).split(' '),
);

const MAX_WORDS = 16;

const tokens = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export interface QuestionTerms {
  /** Its own topic words. */
  words: string[];
  /** What the thesaurus adds for its words and phrases. */
  equivalents: string[];
}

/** The topic words of a question, and the equivalents its words and phrases have in the thesaurus. */
export function questionTerms(question: string): QuestionTerms {
  const all = tokens(question);
  const spaced = ` ${all.join(' ')} `;
  const words = [...new Set(all.filter((word) => !askingWords.has(word)))].slice(0, MAX_WORDS);
  const equivalents = new Set<string>();
  for (const [phrases, said] of educationSynonyms) {
    if (phrases.some((phrase) => spaced.includes(` ${phrase} `))) {
      for (const term of said) equivalents.add(foldText(term));
    }
  }
  return { words, equivalents: [...equivalents].slice(0, MAX_WORDS) };
}
