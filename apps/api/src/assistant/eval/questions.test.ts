import { foldText } from '@pupitre/data';
import { describe, expect, it } from 'vitest';
import { demoPosts } from '../../db/demo/posts';
import { evalQuestions, heldOutQuestions } from './questions';

/** Words that carry no topic, allowed in a question whatever the title says. */
const functionWords = new Set([
  'como',
  'para',
  'todo',
  'toda',
  'desde',
  'entre',
  'cuando',
  'tambien',
  'solo',
]);
const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && !functionWords.has(word));
/** Same word, or the same first five letters: "estudiar" and "estudio" share a stem. */
const sameStem = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

describe('the assistant evaluation set', () => {
  it('has at least 30 questions, each about a demo article', () => {
    expect(evalQuestions.length).toBeGreaterThanOrEqual(30);
    const slugs = new Set(demoPosts.map((post) => post.slug));
    for (const { slug } of [...evalQuestions, ...heldOutQuestions]) expect(slugs, slug).toContain(slug);
  });

  it('never reuses a word of the answering article title', () => {
    const titles = new Map(demoPosts.map((post) => [post.slug, words(post.titulo)]));
    const reused = [...evalQuestions, ...heldOutQuestions].flatMap(({ question, slug }) =>
      words(question)
        .filter((word) => titles.get(slug)?.some((titleWord) => sameStem(word, titleWord)))
        .map((word) => `${word} in «${question}»`),
    );
    expect(reused).toEqual([]);
  });
});
