import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import type { Backup } from './backup-file';
import { SECRETS_FILE } from './backup-manifest';
import { loadTables } from './load-tables';
import { migrateThrough } from './migrate-through';
import { createQueueSchema } from './queue-schema';
import { clearTarget, embeddedDir, occupied, type RestoreTarget } from './restore-target';
import { inTransaction } from './sql-session';

export class OccupiedTargetError extends Error {
  constructor(readonly found: string[]) {
    super(`the target is not empty (${found.join('; ')}): add --force to replace it`);
  }
}

/**
 * Rebuilds a site from a backup: the schema as the backup's version had it, every row, the sequences and
 * the secrets; then this version's later migrations, as a start would run them.
 */
export async function restoreBackup(backup: Backup, target: RestoreTarget, force = false): Promise<void> {
  const found = await occupied(target);
  if (found.length > 0 && !force) throw new OccupiedTargetError(found);
  if (found.length > 0) await clearTarget(target);

  const database = await openDatabase(
    target.url ? { url: target.url } : { dataDir: embeddedDir(target.dataDir) },
  );
  try {
    await migrateThrough(
      database,
      backup.manifest.migrations.map((migration) => Number(migration.createdAt)),
    );
    if (backup.manifest.pgbossVersion !== null) {
      await createQueueSchema(database, target.url, backup.manifest.queues);
    }
    await inTransaction(database, 'write', async (session) => {
      if (backup.manifest.pgbossVersion !== null) {
        const [row] = await session.rows<{ version: number }>('SELECT version FROM pgboss.version');
        if (Number(row?.version) !== backup.manifest.pgbossVersion) {
          throw new Error(
            `the backup's job queue is pg-boss schema ${backup.manifest.pgbossVersion}, this version makes ${row?.version}`,
          );
        }
      }
      await loadTables(session, backup);
    });
    await runMigrations(database);
  } finally {
    await database.close();
  }
  if (backup.secrets) {
    mkdirSync(target.dataDir, { recursive: true });
    writeFileSync(join(target.dataDir, SECRETS_FILE), backup.secrets, { mode: 0o600 });
  }
}
