import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readCopyText } from '../../ops/backup/copy-text';
import { inTransaction, type SqlSession } from '../../ops/backup/sql-session';
import type { Database } from '../client';
import type { FixtureContent } from './fixture-content';

export interface FixtureVersion {
  version: string;
  commit: string | null;
  /** Each file as that version ran it: a kept copy, or the live one when it has not changed since. */
  migrations: { tag: string; when: number; file: string; sha256: string }[];
}

const here = (file: string) => new URL(file, import.meta.url);
export const fixtureVersions = (): FixtureVersion[] =>
  JSON.parse(readFileSync(here('versions.json'), 'utf8'));
export const fixtureContent = (): FixtureContent => JSON.parse(readFileSync(here('content.json'), 'utf8'));

/** Runs a version's own migration files as drizzle ran them then, and writes drizzle's journal of them. */
async function migrateAsThen(session: SqlSession, version: FixtureVersion) {
  await session.exec(`CREATE SCHEMA IF NOT EXISTS drizzle;
    CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  for (const migration of version.migrations) {
    const text = readFileSync(here(migration.file), 'utf8');
    const hash = createHash('sha256').update(text).digest('hex');
    if (hash !== migration.sha256) {
      throw new Error(
        `${migration.file} is not the file ${version.version} ran: run pnpm --filter @pupitre/api fixtures:upgrade`,
      );
    }
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await session.exec(statement);
    }
    await session.rows('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
      hash,
      migration.when,
    ]);
  }
}

// Images are kept in the JSON as bytea's hex text; both drivers take bytes as a Buffer.
const bytesOf = (value: unknown) =>
  typeof value === 'string' && value.startsWith('\\x') ? Buffer.from(value.slice(2), 'hex') : value;

async function insertContent(session: SqlSession, content: FixtureContent) {
  for (const [table, rows] of Object.entries(content)) {
    for (const row of rows) {
      const columns = Object.keys(row);
      await session.rows(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row).map(bytesOf),
      );
    }
    if (rows[0] && 'id' in rows[0]) {
      await session.rows(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${table}))`, [
        table,
      ]);
    }
  }
}

/** A database as `version` of Pupitre left it, holding the fixture's content. */
export function buildFixture(database: Database, version: FixtureVersion, content: FixtureContent) {
  return inTransaction(database, 'write', async (session) => {
    await migrateAsThen(session, version);
    await insertContent(session, content);
  });
}

/** The fixture's tables and columns as COPY text, rows sorted: what is compared byte for byte. */
export function readContent(database: Database, content: FixtureContent): Promise<Record<string, string[]>> {
  return inTransaction(database, 'snapshot', async (session) => {
    const held: Record<string, string[]> = {};
    for (const [table, rows] of Object.entries(content)) {
      const columns = Object.keys(rows[0] ?? {}).map((column) => `"${column}"`);
      held[table] = (await readCopyText(session, { name: table, columns }))
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .sort();
    }
    return held;
  });
}
