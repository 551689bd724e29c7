import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw query: PGlite answers `{rows}`, postgres.js an array. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
