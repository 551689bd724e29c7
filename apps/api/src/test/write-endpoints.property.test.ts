import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { categorias } from '../db/schema';
import { describeRequest } from './fuzz/describe-case';
import { fuzzSeed } from './fuzz/fuzz-seed';
import { openFuzzSession } from './fuzz/fuzz-session';
import { changedTables, fingerprint } from './fuzz/table-fingerprint';

// Every operation of the generated OpenAPI document, so a new route is fuzzed without being listed here.
const session = await openFuzzSession();
afterAll(() => session.close());

const CASES = Number(process.env.FUZZ_CASES ?? 2000);
const runsEach = Math.ceil(CASES / session.operations.length);
const statuses: number[] = [];

describe('hostile input on every operation: body fields, path and query parameters, tokens', () => {
  it('notices a write: changing one field of one row changes the fingerprint of its table only', async () => {
    const { db } = session.seeded.database;
    const [category] = await db.select().from(categorias).where(eq(categorias.id, 1));
    const before = await fingerprint(db);
    await db.update(categorias).set({ descripcion: 'cambiada' }).where(eq(categorias.id, 1));
    const after = await fingerprint(db);
    await db.update(categorias).set({ descripcion: category?.descripcion }).where(eq(categorias.id, 1));
    expect(changedTables(before, after)).toEqual(['categorias']);
    expect(await fingerprint(db)).toEqual(before);
  });

  for (const operation of session.operations) {
    it(`${operation.key}: never a 5xx, and a refused request writes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(session.plansFor(operation), async (plan) => {
          const outcome = await session.run(plan);
          statuses.push(outcome.status);
          if (outcome.problem) throw new Error(`${outcome.problem}\n${describeRequest(outcome.request)}`);
        }),
        { numRuns: runsEach, seed: fuzzSeed(operation.key) },
      );
    });
  }

  it('reaches the handlers: per-address limits answer few of the cases with 429', () => {
    const limited = statuses.filter((status) => status === 429).length;
    expect(statuses.length).toBeGreaterThanOrEqual(CASES);
    expect(limited / statuses.length).toBeLessThan(0.1);
  });
});
