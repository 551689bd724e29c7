import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function journalOf(folder: string): { entries: JournalEntry[] } & Record<string, unknown> {
  return JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'));
}

/**
 * Our migrations up to and including the one dated `lastWhen` (drizzle's `created_at`), and no further:
 * the schema a backup's rows were read from. Fails when the backup knows a migration this code does not.
 */
export async function migrateThrough(database: Database, applied: number[]): Promise<void> {
  const journal = journalOf(migrationsFolder);
  const known = new Set(journal.entries.map((entry) => entry.when));
  const unknown = applied.filter((when) => !known.has(when));
  if (unknown.length > 0) {
    throw new Error(
      'esta copia viene de un Pupitre más nuevo: su base de datos tiene migraciones que esta versión no conoce',
    );
  }
  const entries = journal.entries.slice(0, applied.length);
  if (entries.some((entry, index) => entry.when !== applied[index])) {
    throw new Error("the backup's migrations are not this version's first ones");
  }
  const folder = mkdtempSync(join(tmpdir(), 'pupitre-migrations-'));
  try {
    mkdirSync(join(folder, 'meta'));
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries)
      copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder: folder });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
