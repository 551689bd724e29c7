import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { SECRETS_FILE } from './backup-manifest';
import { BACKED_UP_SCHEMAS } from './database-tables';

/** Where a restore writes: the database of DATABASE_URL, or DATA_DIR/db; the secrets go to DATA_DIR. */
export interface RestoreTarget {
  dataDir: string;
  url?: string;
}

export const embeddedDir = (dataDir: string) => join(dataDir, 'db');

const hasFiles = (folder: string) => existsSync(folder) && readdirSync(folder).length > 0;

async function onServer<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** What in the target already holds a site; empty when a restore may write there. */
export async function occupied(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  if (existsSync(join(target.dataDir, SECRETS_FILE))) found.push(join(target.dataDir, SECRETS_FILE));
  if (target.url) {
    const [row] = await onServer(
      target.url,
      (sql) => sql<{ count: number }[]>`
        SELECT count(*)::int AS count FROM pg_tables WHERE schemaname IN ${sql([...BACKED_UP_SCHEMAS])}`,
    );
    if ((row?.count ?? 0) > 0) found.push(`${row?.count} tables in ${new URL(target.url).pathname.slice(1)}`);
  } else if (hasFiles(embeddedDir(target.dataDir))) {
    found.push(embeddedDir(target.dataDir));
  }
  return found;
}

/** Empties the target for `--force`: the embedded database's folder, or our three schemas. */
export async function clearTarget(target: RestoreTarget): Promise<void> {
  rmSync(join(target.dataDir, SECRETS_FILE), { force: true });
  if (!target.url) {
    rmSync(embeddedDir(target.dataDir), { recursive: true, force: true });
    return;
  }
  await onServer(target.url, (sql) =>
    sql.unsafe(`DROP SCHEMA IF EXISTS ${BACKED_UP_SCHEMAS.join(', ')} CASCADE; CREATE SCHEMA public;`),
  );
}
