import type { Database } from '../../db/client';
import { BACKUP_FORMAT, type BackupManifest } from './backup-manifest';
import { readCopyText } from './copy-text';
import { listTables, readSequences } from './database-tables';
import { inTransaction, type SqlSession } from './sql-session';

export interface Snapshot {
  manifest: BackupManifest;
  /** COPY text of each table, by its file name in the backup. */
  tables: Map<string, Buffer>;
}

const countLines = (data: Buffer) => {
  let lines = 0;
  for (const byte of data) if (byte === 10) lines += 1;
  return lines;
};

async function exists(session: SqlSession, table: string): Promise<boolean> {
  const [row] = await session.rows<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [
    table,
  ]);
  return row?.found != null;
}

async function queueFacts(session: SqlSession) {
  if (!(await exists(session, 'pgboss.version'))) return { pgbossVersion: null, queues: [] };
  const [version] = await session.rows<{ version: number }>('SELECT version FROM pgboss.version');
  const queues = await session.rows<{ name: string; policy: string }>(
    'SELECT name, policy FROM pgboss.queue ORDER BY name',
  );
  return { pgbossVersion: version?.version ?? null, queues };
}

/**
 * Every row of the site at one moment: one transaction reads all tables, so a write either is in the
 * backup whole or is not in it at all.
 */
export function takeSnapshot(database: Database): Promise<Snapshot> {
  return inTransaction(database, 'snapshot', async (session) => {
    const tables = new Map<string, Buffer>();
    const shapes = [];
    for (const table of await listTables(session)) {
      const file = `tables/${table.name.replaceAll('"', '')}.tsv`;
      const data = await readCopyText(session, table);
      tables.set(file, data);
      shapes.push({ ...table, file, rows: countLines(data) });
    }
    const migrations = (await exists(session, 'drizzle.__drizzle_migrations'))
      ? await session.rows<{ hash: string; createdAt: string }>(
          'SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at',
        )
      : [];
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      engine: database.kind,
      migrations,
      ...(await queueFacts(session)),
      tables: shapes,
      sequences: await readSequences(session),
    };
    return { manifest, tables };
  });
}
