// `pnpm --filter @pupitre/api fixtures:upgrade`: writes src/db/upgrade-fixtures/ again from git history.
// Each schema version is the migrations folder as the last commit with exactly that many migrations
// had it (an uncommitted newest one is read from the work tree); the content is the same for every one.
// Run it after adding a migration, once that migration is committed, so the newest version is kept too.
// A migration file unchanged since a version is read from the live folder, its hash checked on load.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureContent } from '../src/db/upgrade-fixtures/fixture-content';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const folder = 'apps/api/src/db/migrations';
const out = fileURLToPath(new URL('../src/db/upgrade-fixtures', import.meta.url));

interface Entry {
  tag: string;
  when: number;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20 });
const journalAt = (commit: string | null): Entry[] =>
  JSON.parse(
    commit
      ? git('show', `${commit}:${folder}/meta/_journal.json`)
      : readFileSync(join(repo, folder, 'meta/_journal.json'), 'utf8'),
  ).entries;
const migrationAt = (commit: string | null, tag: string) =>
  commit
    ? git('show', `${commit}:${folder}/${tag}.sql`)
    : readFileSync(join(repo, folder, `${tag}.sql`), 'utf8');

const commits = git('log', '--format=%H', '--', `${folder}/meta/_journal.json`).trim().split('\n');
const current = journalAt(null);
rmSync(join(out, 'migrations'), { recursive: true, force: true });
mkdirSync(join(out, 'migrations'), { recursive: true });

const versions = current.map((entry, index) => {
  // A version never committed alone (the first commit brought three) is read from the oldest commit past it.
  const commit =
    commits.find((candidate) => journalAt(candidate).length === index + 1) ??
    commits.findLast((candidate) => journalAt(candidate).length > index + 1) ??
    null;
  const migrations = journalAt(commit)
    .slice(0, index + 1)
    .map((old) => {
      const text = migrationAt(commit, old.tag);
      const sha256 = createHash('sha256').update(text).digest('hex');
      // A migration as it still is today is read from the live folder; only an edited one is kept.
      if (existsSync(join(repo, folder, `${old.tag}.sql`)) && migrationAt(null, old.tag) === text) {
        return { tag: old.tag, when: old.when, file: `../migrations/${old.tag}.sql`, sha256 };
      }
      const file = `migrations/${old.tag}.${sha256.slice(0, 8)}.sql`;
      writeFileSync(join(out, file), text);
      return { tag: old.tag, when: old.when, file, sha256 };
    });
  return { version: entry.tag, commit, migrations };
});

writeFileSync(join(out, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
writeFileSync(join(out, 'content.json'), `${JSON.stringify(fixtureContent())}\n`);
// Written as the repository's formatter writes JSON, so running this again changes nothing.
execFileSync('npx', ['biome', 'format', '--write', out], { cwd: repo, stdio: 'ignore' });
console.log(
  `${versions.length} schema versions, ${new Set(versions.flatMap((v) => v.migrations.map((m) => m.file)).filter((file) => file.startsWith('migrations/'))).size} migration files kept apart`,
);
