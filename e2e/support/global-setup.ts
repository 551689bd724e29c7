import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProductionServer } from '../../scripts/production-server.mjs';
import { ADMIN } from './accounts';

/** Starts the built production server on a free port with an empty temporary DATA_DIR. */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-e2e-'));
  const server = await startProductionServer({
    port,
    dataDir,
    echo: true,
    env: {
      SITE_EMAIL: 'escribenos@pupitre.example',
      // registerReader names its own address in X-Forwarded-For (see accounts.ts).
      TRUST_PROXY: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  // The password-reset mails land in DATA_DIR/outbox: the account tests read the link from there.
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
