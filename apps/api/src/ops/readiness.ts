import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { selectRows } from '../db/select-rows';
import type { Lifecycle } from './lifecycle';

/** A database that has not answered by then counts as down: probes run every few seconds. */
export const DATABASE_TIMEOUT_MS = 1_000;

export type CheckResult = 'ok' | 'failing' | 'skipped';

export interface Readiness {
  ready: boolean;
  checks: { shutdown: CheckResult; database: CheckResult; migrations: CheckResult; listener: CheckResult };
}

let expectedMigrations: number | undefined;
/** Migrations this build carries; a database that applied fewer is not the one this code expects. */
function migrationsInThisBuild(): number {
  expectedMigrations ??= (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return expectedMigrations;
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await selectRows<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return Number(row?.applied ?? 0);
}

/** Whether this instance should get traffic: not shutting down, database answering and up to date. */
export async function checkReadiness(db: Db, lifecycle: Lifecycle): Promise<Readiness> {
  const shutdown: CheckResult = lifecycle.draining ? 'failing' : 'ok';
  const listener: CheckResult = lifecycle.listenerConnected ? 'ok' : 'failing';
  let database: CheckResult = 'failing';
  let migrations: CheckResult = 'skipped';
  try {
    const applied = await withinTimeout(appliedMigrations(db), DATABASE_TIMEOUT_MS);
    database = 'ok';
    migrations = applied >= migrationsInThisBuild() ? 'ok' : 'failing';
  } catch {
    // Down, too slow, or not migrated at all (no migrations table): the answer says which part failed.
  }
  const checks = { shutdown, database, migrations, listener };
  return { ready: Object.values(checks).every((check) => check === 'ok'), checks };
}
