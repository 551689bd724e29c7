import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

async function onServer(url: string, statement: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** A new, empty database on the PostgreSQL server named by `serverUrl`, and how to drop it again. */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pupitre_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true });
    await runMigrations(database);
    return database;
  }
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ url: created.url });
  await runMigrations(database);
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
