import { spawn } from 'node:child_process';

const PNPM_VERSION = '10.34.8';

/** Runs pnpm with the same binary that started us (or the pinned one through npx); resolves on exit 0. */
export function runPnpm(args, options = {}) {
  const execPath = process.env.npm_execpath;
  const [command, commandArgs] = execPath?.includes('pnpm')
    ? [process.execPath, [execPath, ...args]]
    : ['npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args]];
  const child = spawn(command, commandArgs, { stdio: 'inherit', ...options });
  const done = new Promise((resolve, reject) => {
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
  return { child, done };
}
