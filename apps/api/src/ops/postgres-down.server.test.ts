import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { startServer } from '../server';
import { startThrowawayPostgres, type ThrowawayPostgres } from './testing/throwaway-postgres';

// Runs where the suite has PostgreSQL (scripts/test.sh's second pass): this test stops a server of its own.
const hasPostgres = Boolean(process.env.DATABASE_URL);
const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-pg-down-'));
let postgres: ThrowawayPostgres | undefined;
afterAll(() => {
  postgres?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

async function timedReady(base: string) {
  const started = performance.now();
  const answer = await fetch(`${base}/api/health/ready`);
  return {
    status: answer.status,
    ms: performance.now() - started,
    body: (await answer.json()) as { checks: Record<string, string> },
  };
}

describe.runIf(hasPostgres)('the readiness probe when PostgreSQL stops', () => {
  it('answers 503 within 2 s, naming the database', async () => {
    postgres = await startThrowawayPostgres();
    const env = parseEnv({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      DEMO_CONTENT: 'off',
    });
    const instance = await startServer(env, () => {});
    if (!instance.server.listening)
      await new Promise((resolve) => instance.server.once('listening', resolve));
    const base = `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
    try {
      expect((await timedReady(base)).status).toBe(200);
      postgres.stop();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await timedReady(base);
        expect(answer.status).toBe(503);
        expect(answer.body.checks.database).toBe('failing');
        expect(answer.ms).toBeLessThan(2_000);
      }
    } finally {
      await instance.close();
    }
  }, 60_000);
});
