// Benchmark: requests/s and p50/p99 latency of three API reads at 10 connections, beside a bare
// node:http server answering the same bytes. Prints figures; it is not a test and asserts nothing.
// Usage: pnpm --filter @pupitre/api bench [seconds-per-run]
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../src/env';
import { startServer } from '../src/server';
import { type LoadResult, load } from './load';

const CONNECTIONS = 10;
const seconds = Number(process.argv[2] ?? 5);

function row(name: string, result: LoadResult): string {
  return `${name.padEnd(34)} ${result.perSecond.toFixed(0).padStart(8)} req/s   p50 ${result.p50.toFixed(2).padStart(7)} ms   p99 ${result.p99.toFixed(2).padStart(7)} ms   errors ${result.errors}`;
}

async function bareServerFor(body: Buffer, contentType: string) {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-bench-'));
const env = parseEnv({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, DEMO_CONTENT: 'on' });
const { server, close } = await startServer(env, () => {});
await new Promise((resolve) => (server.listening ? resolve(null) : server.once('listening', resolve)));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const first = (await (await fetch(`${base}/api/publicaciones?limite=1`)).json()) as {
  ID_publicaciones: number;
}[];

const paths = {
  'GET /api/publicaciones?limite=12': '/api/publicaciones?limite=12',
  'GET /api/publicaciones/{id}': `/api/publicaciones/${first[0]?.ID_publicaciones}`,
  'GET /api/publicaciones/search': '/api/publicaciones/search?term=estudio',
};

console.log(`Pupitre API benchmark: ${CONNECTIONS} connections, ${seconds} s per run, embedded PGlite\n`);
for (const [name, path] of Object.entries(paths)) {
  const sample = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await sample.arrayBuffer());
  const bare = await bareServerFor(body, sample.headers.get('content-type') ?? 'application/json');
  await load(`${base}${path}`, CONNECTIONS, 1); // warm-up
  const api = await load(`${base}${path}`, CONNECTIONS, seconds);
  const reference = await load(bare.url, CONNECTIONS, seconds);
  bare.server.close();
  console.log(row(name, api));
  console.log(row('  bare node:http, same bytes', reference));
  console.log(
    `  ratio API / bare: ${(api.perSecond / reference.perSecond).toFixed(3)} (${body.length} bytes)\n`,
  );
}

await close();
rmSync(dataDir, { recursive: true, force: true });
