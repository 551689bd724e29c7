import type { TableShape } from './database-tables';
import type { SqlSession } from './sql-session';

// COPY's text format, built in SQL: postgres.js can leave its connection paused after a large
// `COPY TO STDOUT`, and one query on both engines gives the same text. concat() writes a value with its
// type's output function, as COPY does; the escapes are COPY's own.
const field = (column: string) =>
  `CASE WHEN ${column} IS NULL THEN '\\N' ELSE ` +
  `replace(replace(replace(replace(concat(${column}), '\\', '\\\\'), E'\\n', '\\n'), E'\\r', '\\r'), E'\\t', '\\t') END`;

/** Every row of `table` as COPY text (one line each), ready for `COPY ... FROM`. */
export async function readCopyText(session: SqlSession, table: TableShape): Promise<Buffer> {
  const line = table.columns.map(field).join(` || E'\\t' || `);
  const rows = await session.rows<{ line: string }>(`SELECT ${line} AS line FROM ${table.name}`);
  return Buffer.from(rows.map((row) => `${row.line}\n`).join(''));
}
