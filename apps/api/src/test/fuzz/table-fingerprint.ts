import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { selectRows } from '../../db/select-rows';

/** Tables that count refused requests on purpose: the abuse limits' counters. */
export const COUNTER_TABLES = new Set(['rate_limits']);

export type Fingerprint = Record<string, string>;

function tableDigest(table: PgTable): string {
  // Stored bytes are measured, not read: hashing every image on every case would dominate the run.
  const columns = Object.values(getTableColumns(table)).map((column) =>
    column.getSQLType() === 'bytea' ? `octet_length(t."${column.name}")` : `t."${column.name}"`,
  );
  const row = `md5(ROW(${columns.join(', ')})::text)`;
  const name = getTableName(table);
  return `(SELECT count(*) || ':' || coalesce(md5(string_agg(${row}, '' ORDER BY ${row})), '') FROM "${name}" t) AS "${name}"`;
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const query = sql.raw(
  `SELECT ${tables
    .filter((table) => !COUNTER_TABLES.has(getTableName(table)))
    .map(tableDigest)
    .join(', ')}`,
);

/** A digest of every row of every table (but the counters), one query for all. */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  const [row] = await selectRows<Fingerprint>(db, query);
  if (!row) throw new Error('the fingerprint query answered no row');
  return row;
}

/** The tables whose digest differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
