import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-durable-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server in its own process, on the embedded database in dataDir. */
async function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_CONTENT: 'off',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
  return child;
}

describe('durability', () => {
  it('keeps every acknowledged write when the server process is killed without warning', async () => {
    const port = await freePort();
    const first = await startProcess(port);
    const emails = Array.from({ length: 40 }, (_, index) => `lector${index}@example.com`);
    const answers = await Promise.all(
      emails.map((email, index) =>
        fetch(`http://127.0.0.1:${port}/api/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${index}` },
          body: JSON.stringify({ email }),
        }),
      ),
    );
    const acknowledged = emails.filter((_, index) => answers[index]?.status === 200);
    expect(acknowledged.length).toBeGreaterThan(0);
    // No graceful shutdown: SIGKILL is what a crash or a power cut looks like to the process.
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    const second = await startProcess(port);
    try {
      const { openDatabase } = await import('./db/client');
      expect(second.pid).toBeDefined();
      second.kill('SIGTERM');
      await new Promise((resolve) => second.once('exit', resolve));
      const database = await openDatabase({ dataDir: join(dataDir, 'db') });
      const { suscripcionesNewsletter } = await import('./db/schema');
      const stored = await database.db
        .select({ email: suscripcionesNewsletter.email })
        .from(suscripcionesNewsletter);
      await database.close();
      expect(stored.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
    } finally {
      if (second.exitCode === null) second.kill('SIGKILL');
    }
  }, 240_000);
});
