import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';
import { evaluateAssistant } from './evaluate';
import { earlierQuestions } from './questions/earlier';
import { sealedQuestions } from './questions/sealed';
import { tuningQuestions } from './questions/tuning';

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp();
});
afterAll(() => seeded.database.close());

// Floors under the figures `pnpm eval:assistant` prints, so a change that loses ground fails the suite.
// The test prints nothing of the sealed half's questions.
describe('the assistant on its evaluation set', () => {
  it('gives no answer in the whole set a list label opening or a mid-list ending', async () => {
    for (const questions of [tuningQuestions, sealedQuestions, earlierQuestions]) {
      expect((await evaluateAssistant(seeded.database.db, questions)).badShapes).toBe(0);
    }
  });

  it('keeps the tuning half at the figures it was tuned to', async () => {
    const report = await evaluateAssistant(seeded.database.db, tuningQuestions);
    expect(report.top1).toBeGreaterThanOrEqual(0.85);
    expect(report.amongLinks).toBeGreaterThanOrEqual(0.93);
    expect(report.declined).toBe(report.offTopic);
  });
});
