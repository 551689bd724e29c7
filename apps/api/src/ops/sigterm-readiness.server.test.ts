import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port';
import { type ServerProcess, startServerProcess } from './testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-sigterm-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const statusOf = async (url: string) => {
  const answer = await fetch(url, { headers: { Connection: 'close' } });
  await answer.arrayBuffer();
  return answer.status;
};

describe('the real server sent SIGTERM', () => {
  it('fails readiness at once while it still answers reads for SHUTDOWN_DELAY_S, then exits 0', async () => {
    const port = await freePort();
    // On the embedded database in either pass of the suite: the PostgreSQL pass's server is not its own.
    server = await startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      SHUTDOWN_DELAY_S: '3',
    });
    const base = `http://127.0.0.1:${port}`;
    expect(await statusOf(`${base}/api/health/ready`)).toBe(200);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((wake) => setTimeout(wake, 200));
    expect({
      ready: await statusOf(`${base}/api/health/ready`),
      live: await statusOf(`${base}/api/health/live`),
      read: await statusOf(`${base}/api/categorias`),
    }).toEqual({ ready: 503, live: 200, read: 200 });
    expect(Date.now() - signalled).toBeLessThan(3_000);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
  }, 60_000);
});
