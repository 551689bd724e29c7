import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(apiDir, 'dist/index.js');

export interface SoakServer {
  url: string;
  pid: number;
  /** How it was started, for the report. */
  description: string;
  /** The child's resident memory in MB, from /proc/<pid>/status. */
  rssMb(): number;
  stop(): Promise<void>;
}

function newestSourceTime(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/**
 * The production bundle when there is one, as `pnpm start` runs it; otherwise the sources through tsx,
 * still with NODE_ENV=production. SOAK_SERVER=dist|source chooses.
 */
function command(choice: string | undefined): { args: string[]; description: string } {
  const useBundle = choice === 'dist' || (choice !== 'source' && existsSync(bundle));
  if (!useBundle) {
    return {
      args: ['--import', 'tsx', 'src/index.ts'],
      description: 'node --import tsx src/index.ts (sources)',
    };
  }
  if (!existsSync(bundle)) throw new Error('SOAK_SERVER=dist, but there is no apps/api/dist/index.js');
  const built = statSync(bundle).mtime;
  const stale =
    newestSourceTime(join(apiDir, 'src')) > built.getTime() ? ' — older than src/, rebuild first' : '';
  return {
    args: ['--enable-source-maps', 'dist/index.js'],
    description: `node dist/index.js (built ${built.toISOString()}${stale})`,
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitUntilServing(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/categorias`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within 180 s; see ${logFile}`);
}

/** Starts the server as its own process on a free port, with its output in `logFile`. */
export async function startSoakServer(
  env: Record<string, string>,
  logFile: string,
  choice = process.env.SOAK_SERVER,
): Promise<SoakServer> {
  const { args, description } = command(choice);
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child, logFile);
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    description,
    rssMb() {
      const kilobytes = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return Number(kilobytes ?? 0) / 1024;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
