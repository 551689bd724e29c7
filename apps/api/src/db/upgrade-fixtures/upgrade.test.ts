import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../ops/backup/sql-session';
import { createServerDatabase } from '../../test/test-database';
import { openDatabase } from '../client';
import { migrationsFolder, runMigrations } from '../migrate';
import { buildFixture, fixtureContent, fixtureVersions, readContent } from './load-fixture';

const serverUrl = process.env.DATABASE_URL;
const current: { tag: string }[] = JSON.parse(
  readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'),
).entries;
const earlier = fixtureVersions().filter((version) => version.migrations.length < current.length);
const content = fixtureContent();

async function freshDatabase() {
  if (!serverUrl) return openDatabase({ memory: true });
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ url: created.url });
  return { ...database, close: () => database.close().then(created.drop) };
}

describe(`upgrading a database of every earlier schema version on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('has a fixture for every schema version before the current one (scripts/make-upgrade-fixtures.ts)', () => {
    expect(earlier.map((version) => version.version)).toEqual(current.slice(0, -1).map((entry) => entry.tag));
  });

  it('refuses to build a version from a migration file that is not the one it ran', async () => {
    const [first] = earlier;
    if (!first) throw new Error('no fixture version');
    const edited = {
      ...first,
      migrations: first.migrations.map((each) => ({ ...each, sha256: '0'.repeat(64) })),
    };
    const database = await freshDatabase();
    try {
      await expect(buildFixture(database, edited, content)).rejects.toThrow(
        `is not the file ${first.version} ran: run pnpm --filter @pupitre/api fixtures:upgrade`,
      );
    } finally {
      await database.close();
    }
  });

  it.each(earlier.map((version) => [version.version, version] as const))(
    'from %s keeps every post, comment, user, category and image byte for byte',
    async (_, version) => {
      const database = await freshDatabase();
      try {
        await buildFixture(database, version, content);
        const held = await readContent(database, content);
        expect(held.publicaciones?.length).toBe(content.publicaciones?.length);
        await runMigrations(database);
        const [applied] = await inTransaction(database, 'snapshot', (session) =>
          session.rows<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations'),
        );
        expect(applied?.count).toBe(current.length);
        expect(await readContent(database, content)).toEqual(held);
      } finally {
        await database.close();
      }
    },
  );
});
