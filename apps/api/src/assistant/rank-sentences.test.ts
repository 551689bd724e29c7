import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWords } from '../test/distinct-words';
import { createSeededApp, type SeededApp } from '../test/seeded-app';
import { questionTerms } from './question-terms';
import { rankSentences } from './rank-sentences';

// The demo articles give the question's words their weights.
let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp();
});
afterAll(() => seeded.database.close());

describe('ranking sentences', () => {
  it('scores a sentence past the full-text limit on its start instead of failing (drill F9)', async () => {
    const huge = `Rúbricas para evaluar ${distinctWords(200_000)}`;
    const scores = await rankSentences(
      seeded.database.db,
      questionTerms('¿Cómo uso rúbricas para evaluar?'),
      ['Un patio con árboles.', huge],
      0.5,
    );
    expect(scores[0]).toBe(0);
    expect(scores[1]).toBeGreaterThan(0);
  });
});
