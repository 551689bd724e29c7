// `pnpm dev`: the API with reload on change (port API_PORT, default 3001) and the site with hot reload
// (port PORT, default 3000), which proxies /api to the API.
import { fileURLToPath } from 'node:url';
import { runPnpm } from './run-pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sitePort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const api = runPnpm(['--filter', '@pupitre/api', 'dev'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: apiPort,
    NODE_ENV: 'development',
    DATA_DIR: process.env.DATA_DIR ?? `${root}/data`,
  },
});
const site = runPnpm(['--filter', '@pupitre/site', 'dev'], {
  cwd: root,
  env: { ...process.env, PORT: sitePort, API_PORT: apiPort },
});

const children = [api.child, site.child];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
await Promise.race([api.done, site.done]).catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
for (const child of children) child.kill('SIGTERM');
