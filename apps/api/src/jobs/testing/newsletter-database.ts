import { type Database, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedDatabase } from '../../db/seed';
import { TEST_NOW } from '../../test/seeded-app';
import { createServerDatabase } from '../../test/test-database';

export interface TestDatabase {
  database: Database;
  /** The database's own URL on PostgreSQL (pg-boss opens its pool there); unset on PGlite. */
  url?: string;
  /** PGlite keeps its files here, so a restarted server opens the same database. */
  dataDir?: string;
  drop(): Promise<void>;
}

/**
 * A migrated, seeded database (categories and the admin): a new one on the PostgreSQL server of
 * DATABASE_URL, or PGlite in `dataDir` (in memory without it).
 */
export async function createNewsletterDatabase(dataDir?: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const created = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  const database = await openDatabase(
    created ? { url: created.url } : dataDir ? { dataDir } : { memory: true },
  );
  await runMigrations(database);
  await seedDatabase(database.db, {
    demoContent: false,
    admin: { username: 'admin', email: 'admin@example.com', password: 'Admin12345' },
    log: () => {},
    now: TEST_NOW,
  });
  return {
    database,
    url: created?.url,
    dataDir,
    async drop() {
      await database.close().catch(() => {});
      await created?.drop();
    },
  };
}
