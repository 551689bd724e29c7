// `pnpm start`: the production server (API + built site) on PORT, building first when the build is missing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runPnpm } from './run-pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = ['apps/site/dist/index.html', 'apps/api/dist/index.js'].every((file) =>
  existsSync(`${root}/${file}`),
);

if (!built) {
  console.log('No build found: building Pupitre first...');
  await runPnpm(['build'], { cwd: root }).done;
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/index.js'], {
  cwd: root,
  stdio: 'inherit',
  // libuv's pool is sized when a process starts, so here: see apps/api/src/threadpool-size.ts.
  env: { NODE_ENV: 'production', UV_THREADPOOL_SIZE: '8', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
