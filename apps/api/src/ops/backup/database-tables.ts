import type { SqlSession } from './sql-session';

/** Our tables, drizzle's migration journal and pg-boss's queue: everything the site keeps. */
export const BACKED_UP_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;

export interface TableShape {
  /** `schema.table`, quoted. */
  name: string;
  /** Stored columns (generated ones are computed again on load), quoted, in table order. */
  columns: string[];
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Every table of the backed-up schemas (a partitioned table once, not its partitions), in a stable order. */
export async function listTables(session: SqlSession): Promise<TableShape[]> {
  const rows = await session.rows<{ schema: string; table: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS "table",
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname = ANY($1)
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
    [[...BACKED_UP_SCHEMAS]],
  );
  return rows.map((row) => ({
    name: `${quote(row.schema)}.${quote(row.table)}`,
    columns: row.columns.map(quote),
  }));
}

export interface SequenceValue {
  name: string;
  value: string | null;
}

export async function readSequences(session: SqlSession): Promise<SequenceValue[]> {
  const rows = await session.rows<{ schema: string; name: string; value: string | null }>(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS value
       FROM pg_sequences WHERE schemaname = ANY($1) ORDER BY 1, 2`,
    [[...BACKED_UP_SCHEMAS]],
  );
  return rows.map((row) => ({ name: `${quote(row.schema)}.${quote(row.name)}`, value: row.value }));
}

/** Tables ordered so that each comes after the tables its foreign keys point to. */
export async function referencedFirst(session: SqlSession, tables: string[]): Promise<string[]> {
  const edges = await session.rows<{ child: string; parent: string }>(
    `SELECT format('%I.%I', cn.nspname, c.relname) AS child, format('%I.%I', pn.nspname, p.relname) AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE k.contype = 'f' AND k.conrelid <> k.confrelid AND k.conparentid = 0`,
  );
  // format('%I') leaves plain names unquoted; compare in one spelling.
  const plain = (name: string) => name.replaceAll('"', '');
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) {
      if (edge.child !== plain(table)) continue;
      const parent = tables.find((candidate) => plain(candidate) === edge.parent);
      if (parent) visit(parent);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}
