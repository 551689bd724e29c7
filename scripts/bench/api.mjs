#!/usr/bin/env node
// pnpm bench:api: requests/s, p50 and p99 of the main public reads of the production server, on the
// embedded PGlite and on a PostgreSQL server, cold (response cache off) and warm (on), each beside a
// bare node:http server answering the same bytes. autocannon runs as a process of its own, so the load
// generator never shares the server's event loop. Prints figures; asserts nothing. Out of CI: about
// five minutes.
// Usage: pnpm bench:api [seconds-per-run]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProductionServer } from './production-server.mjs';

const root = join(import.meta.dirname, '..', '..');
const CONNECTIONS = 10;
const seconds = Number(process.argv[2] ?? 5);
const autocannonBin = join(root, 'apps/api/node_modules/.bin/autocannon');

if (!existsSync(join(root, 'apps/api/dist/index.js')) || !existsSync(join(root, 'apps/site/dist-ssr'))) {
  execFileSync('bash', ['-c', 'source scripts/pnpm.sh && pnpm build'], { cwd: root, stdio: 'inherit' });
}

/** autocannon in its own process; its JSON report gives the mean req/s and the latency percentiles. */
function autocannon(url, duration) {
  return new Promise((resolve, reject) => {
    const run = spawn(autocannonBin, ['-c', String(CONNECTIONS), '-d', String(duration), '-j', url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    run.stdout.on('data', (chunk) => {
      out += chunk;
    });
    run.once('error', reject);
    run.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const report = JSON.parse(out);
      resolve({
        perSecond: report.requests.average,
        p50: report.latency.p50,
        p99: report.latency.p99,
        errors: report.errors + report.non2xx,
      });
    });
  });
}

/** A bare node:http server answering `body` to every request: the ceiling an API answer is held to. */
async function bareServer(body, contentType) {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

const row = (name, result) =>
  `${name.padEnd(30)} ${result.perSecond.toFixed(0).padStart(7)} req/s   p50 ${String(result.p50).padStart(4)} ms   p99 ${String(result.p99).padStart(4)} ms   errors ${result.errors}`;

async function benchReads(label, server, temperature) {
  const posts = await (await fetch(`${server.url}/api/publicaciones?limite=1`)).json();
  const reads = {
    'list of 10': '/api/publicaciones?limite=10',
    'one post': `/api/publicaciones/${posts[0].ID_publicaciones}`,
    search: '/api/publicaciones/search?term=estudio',
    categories: '/api/categorias',
  };
  console.log(`\n${label}, ${temperature}: ${CONNECTIONS} connections, ${seconds} s per run`);
  for (const [name, path] of Object.entries(reads)) {
    const sample = await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await sample.arrayBuffer());
    const bare = await bareServer(body, sample.headers.get('content-type') ?? 'application/json');
    try {
      await autocannon(server.url + path, 1); // warm-up: prepared statements, JIT, the page cache
      const api = await autocannon(server.url + path, seconds);
      const reference = await autocannon(bare.url, seconds);
      console.log(row(`${name} (${body.length} bytes)`, api));
      console.log(row('  bare node:http, same bytes', reference));
      console.log(`  ratio API / bare: ${(api.perSecond / reference.perSecond).toFixed(3)}`);
    } finally {
      bare.server.close();
    }
  }
}

const COLD = { RESPONSE_CACHE_MB: '0' };
const temperatures = { 'cold (response cache off)': COLD, 'warm (response cache on)': {} };

async function benchBothTemperatures(label, env) {
  for (const [temperature, cacheEnv] of Object.entries(temperatures)) {
    const server = await startProductionServer({ ...env, ...cacheEnv });
    try {
      await benchReads(label, server, temperature);
    } finally {
      server.stop();
    }
  }
}

await benchBothTemperatures('Embedded PGlite (the default)', {});

const pgDir = mkdtempSync(join(tmpdir(), 'pupitre-bench-pg-'));
const pgPort = process.env.PUPITRE_BENCH_PG_PORT ?? '54339';
try {
  const databaseUrl = execFileSync('bash', ['scripts/postgres-server.sh', 'start', pgDir, pgPort], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  await benchBothTemperatures('PostgreSQL (scripts/postgres-server.sh)', { DATABASE_URL: databaseUrl });
} finally {
  execFileSync('bash', ['scripts/postgres-server.sh', 'stop', pgDir], { cwd: root, stdio: 'inherit' });
  rmSync(pgDir, { recursive: true, force: true });
}
