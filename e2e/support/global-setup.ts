import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from './accounts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

function waitUntilListening(server: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The production server did not start in time')),
      timeoutMs,
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(`[server] ${chunk}`);
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`));
    server.once('exit', (code) => reject(new Error(`The production server exited early (${code})`)));
  });
}

/** Starts the built production server on a free port with an empty temporary DATA_DIR. */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-e2e-'));
  const server = spawn(process.execPath, ['apps/api/dist/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // The address the tests browse: image links in answers are built on it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_EMAIL: 'escribenos@pupitre.example',
      // registerReader names its own address in X-Forwarded-For (see accounts.ts).
      TRUST_PROXY: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitUntilListening(server, 60_000);
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  // The password-reset mails land in DATA_DIR/outbox: the account tests read the link from there.
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
