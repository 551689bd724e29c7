import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const script = fileURLToPath(new URL('../../../../../scripts/postgres-server.sh', import.meta.url));

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  remove(): void;
}

/** A PostgreSQL server of the test's own, which it may stop (the suite's shared one it must not). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'pupitre-pg-own-'));
  const port = await freePort();
  const url = execFileSync('bash', [script, 'start', dir, String(port)], { encoding: 'utf8' }).trim();
  const stop = () => execFileSync('bash', [script, 'stop', dir]);
  return {
    url,
    stop,
    remove() {
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
