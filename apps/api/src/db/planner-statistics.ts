import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { selectRows } from './select-rows';

/** Posts beyond the planner's figure, as a share of it, that call for fresh statistics. */
const GROWTH = 0.2;
const MIN_CHANGE = 100;

/**
 * Runs ANALYZE when the posts table differs from what the planner last measured by a fifth (or 100
 * rows). PGlite has no autovacuum: without this its planner keeps the counts of an empty table and,
 * at 100,000 posts, puts a bitmap of every published row in front of each search (about 9 ms).
 * Answers whether it ran.
 */
export async function refreshPlannerStatistics(db: Db): Promise<boolean> {
  const [row] = await selectRows<{ estimated: number; actual: number }>(
    db,
    sql`SELECT (SELECT reltuples FROM pg_class WHERE oid = 'publicaciones'::regclass)::float8 AS estimated,
      (SELECT count(*) FROM publicaciones)::float8 AS actual`,
  );
  // reltuples is -1 (PostgreSQL 14+) or 0 before the first ANALYZE.
  const estimated = Math.max(Number(row?.estimated ?? 0), 0);
  const actual = Number(row?.actual ?? 0);
  if (Math.abs(actual - estimated) <= Math.max(estimated * GROWTH, MIN_CHANGE)) return false;
  await db.execute(sql`ANALYZE`);
  return true;
}
