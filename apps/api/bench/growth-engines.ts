import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../src/db/client';
import { createServerDatabase } from '../src/test/test-database';

const postgresScript = fileURLToPath(new URL('../../../scripts/postgres-server.sh', import.meta.url));
const THROWAWAY_PORT = 54360;

/** Where one run's database lives, how the bench opens it and how the server is pointed at it. */
export interface Engine {
  name: string;
  /** The server's environment for this database. */
  serverEnv: Record<string, string>;
  dataDir: string;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** PGlite on disk in a temporary DATA_DIR: the server's process opens it once the bench has closed it. */
export function pgliteEngine(): Engine {
  const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-growth-'));
  return {
    name: `PGlite (on disk in ${dataDir})`,
    serverEnv: { DATA_DIR: dataDir },
    dataDir,
    open: () => openDatabase({ dataDir: join(dataDir, 'db') }),
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on the PostgreSQL server named by DATABASE_URL, or on a throwaway server this bench
 * starts (scripts/postgres-server.sh, port 54360) and stops again.
 */
export async function postgresEngine(serverUrl = process.env.DATABASE_URL): Promise<Engine> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-growth-'));
  // A folder of its own, straight under the temporary one: the script gives it to the postgres user.
  const clusterDir = serverUrl ? '' : mkdtempSync(join(tmpdir(), 'pupitre-growth-postgres-'));
  const started = !serverUrl;
  const url =
    serverUrl ??
    execFileSync('bash', [postgresScript, 'start', clusterDir, String(THROWAWAY_PORT)], {
      encoding: 'utf8',
    }).trim();
  const created = await createServerDatabase(url);
  return {
    name: started
      ? `PostgreSQL (a throwaway server on port ${THROWAWAY_PORT})`
      : 'PostgreSQL (a new database on DATABASE_URL)',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: created.url },
    dataDir,
    open: () => openDatabase({ url: created.url }),
    async dispose() {
      await created.drop();
      if (started) {
        execFileSync('bash', [postgresScript, 'stop', clusterDir]);
        rmSync(clusterDir, { recursive: true, force: true });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
