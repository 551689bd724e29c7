import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';
import { evaluateAssistant } from './evaluate';

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp();
});
afterAll(() => seeded.database.close());

// The same figures `pnpm eval:assistant` prints: the targets, kept by the suite.
describe('the assistant on its evaluation set', () => {
  it('names the right article first for at least 90 % of the questions, and among its sources for all', async () => {
    const report = await evaluateAssistant(seeded.database.db);
    const missed = report.outcomes.filter((outcome) => outcome.position === undefined);
    expect(missed.map((outcome) => outcome.question)).toEqual([]);
    expect(report.top1).toBeGreaterThanOrEqual(0.9);
  });
});
