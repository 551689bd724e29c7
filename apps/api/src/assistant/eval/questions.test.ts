import { foldText } from '@pupitre/data';
import { describe, expect, it } from 'vitest';
import { demoPosts } from '../../db/demo/posts';
import { listShapeProblem } from './answer-shape';
import { freshQuestions } from './questions/fresh';
import { sealedQuestions } from './questions/sealed';
import { tuningQuestions } from './questions/tuning';
import { splitInHalves } from './split-questions';

// A structural check only: it reads the sealed half's slugs and wording, never its results.
const pool = [...tuningQuestions, ...sealedQuestions];
const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4);
const sameStem = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

describe('the assistant evaluation set', () => {
  it('asks at least five questions about every demo article, and a few that no article answers', () => {
    for (const post of demoPosts) {
      expect(pool.filter((item) => item.slug === post.slug).length, post.slug).toBeGreaterThanOrEqual(5);
    }
    const slugs = new Set(demoPosts.map((post) => post.slug));
    for (const { slug } of pool) if (slug !== null) expect(slugs).toContain(slug);
    expect(pool.filter((item) => item.slug === null).length).toBeGreaterThanOrEqual(4);
  });

  it('asks a third of its questions or more with no word of the answering title', () => {
    const titles = new Map(demoPosts.map((post) => [post.slug, words(post.titulo)]));
    const answerable = pool.filter((item) => item.slug !== null);
    const untitled = answerable.filter(
      (item) =>
        !words(item.question).some((word) =>
          titles.get(item.slug ?? '')?.some((title) => sameStem(word, title)),
        ),
    );
    expect(untitled.length / answerable.length).toBeGreaterThanOrEqual(1 / 3);
  });

  it('is split in halves exactly as the recorded seed splits the pool, with no question twice', () => {
    expect(splitInHalves(pool)).toEqual({ tuning: tuningQuestions, sealed: sealedQuestions });
    expect(new Set(pool.map((item) => item.question)).size).toBe(pool.length);
  });
});

describe('the fresh set, written after the retrieval change', () => {
  it('asks four questions about every demo article and ten that no article answers, none from the pool', () => {
    for (const post of demoPosts) {
      expect(freshQuestions.filter((item) => item.slug === post.slug).length, post.slug).toBe(4);
    }
    expect(freshQuestions.filter((item) => item.slug === null)).toHaveLength(10);
    const asked = new Set([...pool, ...freshQuestions].map((item) => foldText(item.question)));
    expect(asked.size).toBe(pool.length + freshQuestions.length);
  });
});

describe('listShapeProblem', () => {
  it('finds an answer that opens with a list label or ends mid-list', () => {
    expect(
      listShapeProblem('Plan: define metas, tareas y fechas. Acción: se ejecuta.\n\nLo explicamos…'),
    ).toBe('begins with a list label');
    expect(listShapeProblem('Sigue estos consejos. Los pasos son:\n\nLo explicamos…')).toBe('ends mid-list');
    expect(listShapeProblem('Integran varias materias. Plan: define metas.\n\nLo explicamos…')).toBe(
      'holds a sentence that opens with a short list label',
    );
    expect(
      listShapeProblem('Una rúbrica describe los criterios. Bien usada, orienta.\n\nLo explicamos…'),
    ).toBe(undefined);
  });
});
