import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { refreshPlannerStatistics } from './planner-statistics';
import { selectRows } from './select-rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const plannerCount = async () =>
  Number(
    (
      await selectRows<{ n: number }>(
        database.db,
        sql`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'publicaciones'::regclass`,
      )
    )[0]?.n,
  );

const insertPosts = (count: number) =>
  database.db.execute(sql`INSERT INTO publicaciones (titulo, contenido, estado)
    SELECT 'Entrada ' || g, '<p>Texto</p>', 'publicado' FROM generate_series(1, ${count}::int) AS g`);

describe('refreshPlannerStatistics', () => {
  it('analyzes once the posts outgrow what the planner last measured, and not before', async () => {
    await insertPosts(50);
    expect(await refreshPlannerStatistics(database.db)).toBe(false);

    await insertPosts(200);
    expect(await refreshPlannerStatistics(database.db)).toBe(true);
    expect(await plannerCount()).toBe(250);
    expect(await refreshPlannerStatistics(database.db)).toBe(false);

    await insertPosts(60);
    expect(await refreshPlannerStatistics(database.db)).toBe(false);
  });
});
