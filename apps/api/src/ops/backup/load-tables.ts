import type { Backup } from './backup-file';
import { referencedFirst } from './database-tables';
import type { SqlSession } from './sql-session';

// pg-boss wrote the queues itself while making their partitions; jobs point at them, so they stay.
const MADE_BY_PGBOSS = new Set(['"pgboss"."queue"']);

async function tablesWithTriggers(session: SqlSession, tables: string[]): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(
    `SELECT DISTINCT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal`,
  );
  const names = new Set(rows.map((row) => row.name));
  return tables.filter((table) => names.has(table.replaceAll('"', '')));
}

/**
 * Replaces every row of the target's tables with the backup's. User triggers stay off while loading: the
 * rows they would derive (counters, passages, notices) are in the backup already, as they were.
 */
export async function loadTables(session: SqlSession, backup: Backup): Promise<void> {
  const loaded = backup.manifest.tables.filter((table) => !MADE_BY_PGBOSS.has(table.name));
  const order = await referencedFirst(
    session,
    loaded.map((table) => table.name),
  );
  const triggered = await tablesWithTriggers(session, order);
  for (const table of triggered) await session.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  await session.exec(`TRUNCATE ${order.join(', ')}`);
  for (const name of order) {
    const table = loaded.find((candidate) => candidate.name === name);
    const data = table && backup.tables.get(table.file);
    if (!table || !data || data.length === 0) continue;
    await session.copyIn(`${table.name} (${table.columns.join(', ')})`, data);
  }
  for (const table of triggered) await session.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  for (const sequence of backup.manifest.sequences) {
    if (sequence.value === null) continue;
    await session.rows('SELECT setval($1::regclass, $2::bigint, true)', [sequence.name, sequence.value]);
  }
}
