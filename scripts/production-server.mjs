// The built production server started as a process of its own, as the end-to-end tests and the
// page benchmarks use it, and the browser session a signed-in visit keeps.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts apps/api/dist/index.js on `port` with its data in `dataDir` (embedded database), and resolves
 * once it listens. `env` adds to or overrides the environment; `echo` copies its output, prefixed.
 */
export function startProductionServer({ port, dataDir, env = {}, echo = false, timeoutMs = 60_000 }) {
  const server = spawn(process.execPath, ['apps/api/dist/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // The address clients browse: image links in answers are built on it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The production server did not start in time')),
      timeoutMs,
    );
    server.stdout.on('data', (chunk) => {
      if (echo) process.stdout.write(`[server] ${chunk}`);
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer);
        resolve(server);
      }
    });
    server.stderr.on('data', (chunk) => process.stderr.write(`[server] ${chunk}`));
    server.once('exit', (code) => reject(new Error(`The production server exited early (${code})`)));
  });
}

/**
 * Keeps a login answer in the browser as the site does after signing in. Runs in the page
 * (page.evaluate(storeSession, answer)), so it uses nothing from this module.
 */
export function storeSession(tokens) {
  localStorage.setItem('accessToken', tokens.access);
  localStorage.setItem('userToken', tokens.access);
  localStorage.setItem('refreshToken', tokens.refresh);
  localStorage.setItem('userName', tokens.username);
  localStorage.setItem('isSuperUser', String(tokens.is_superuser));
}
