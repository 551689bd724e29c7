import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { KeysetCursor } from '../http/keyset-cursor';

/** A stored time to the microsecond, in UTC, as a keyset cursor carries it back. */
export function exactTime(column: AnyColumn | SQL) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The rows past the cursor in a list ordered by (time, id), both ascending or both descending: one row
 * comparison, which a b-tree index on (…, time, id) reads as the start of its range.
 */
export function pastCursor(
  time: AnyColumn | SQL,
  id: AnyColumn | SQL,
  cursor: KeysetCursor | undefined,
  newestFirst: boolean,
): SQL | undefined {
  if (!cursor) return undefined;
  const position = sql`(${time}, ${id})`;
  const last = sql`(${cursor.at}::timestamptz, ${cursor.id}::integer)`;
  return newestFirst ? sql`${position} < ${last}` : sql`${position} > ${last}`;
}
