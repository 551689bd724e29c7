// pnpm bench:growth: how the cost of every read grows with the content (issue 30). On PostgreSQL with N
// posts (default 100,000) and on PGlite with 20,000: the demo's 30 posts first, then grown to N through
// SQL (ten comments a post), each time with the production server started as its own process, response
// cache off. Prints the median and p95 of sequential requests for every public read, the server-rendered
// pages (when the site is built), the sitemap index, the RSS and the admin's reads, at both sizes, with
// the ratio and the issue's target. Prints figures; asserts nothing; stays out of CI.
// Usage: pnpm bench:growth [posts]   (GROWTH_PGLITE_POSTS=20000; GROWTH_ENGINES=postgres,pglite;
//   DATABASE_URL names a PostgreSQL server to create the database on, else a throwaway one is started;
//   SOAK_SERVER=dist|source picks the server, as for bench:soak)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { type Engine, pgliteEngine, postgresEngine } from './growth-engines';
import { type Probe, probe, type Read, readsFor } from './growth-reads';
import { growContent } from './growth-seed';
import { BROWSER_ENCODINGS, type Figures, measure, RUNS, WARM_UPS } from './growth-timing';
import { startSoakServer } from './soak-server';

const postgresPosts = Number(process.argv[2] ?? 100_000);
const pglitePosts = Number(process.env.GROWTH_PGLITE_POSTS ?? 20_000);
const engines = (process.env.GROWTH_ENGINES ?? 'postgres,pglite').split(',');
const admin = { username: 'admin', email: 'admin@example.com', password: 'Admin12345' };
const siteDir = fileURLToPath(new URL('../../site/', import.meta.url));
const siteBuilt =
  existsSync(join(siteDir, 'dist', 'index.html')) && existsSync(join(siteDir, 'dist-ssr', 'entry-server.js'));

interface Measured {
  probe: Probe;
  figures: Map<string, Figures | undefined>;
}

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  return ((await response.json()) as { access: string }).access;
}

/** Starts the server on the engine's database, times every read, and stops it. */
async function measureAll(engine: Engine, found: Probe): Promise<Measured & { server: string }> {
  const server = await startSoakServer(
    {
      ...engine.serverEnv,
      DEMO_CONTENT: 'off',
      RESPONSE_CACHE_MB: '0',
      ADMIN_USERNAME: admin.username,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    join(engine.dataDir, 'server.log'),
  );
  try {
    const token = await adminToken(server.url);
    const reads = readsFor(found).filter((read) => siteBuilt || !read.page);
    // A fresh process: the first pass loads the renderer and compiles every path once.
    for (const read of reads) await measure(server.url, read, token, 1);
    const figures = new Map<string, Figures | undefined>();
    for (const read of reads) figures.set(read.label, await measure(server.url, read, token));
    return { probe: found, figures, server: `${server.description}, pid ${server.pid}` };
  } finally {
    await server.stop();
  }
}

/** The issue's target for a read at the grown size, and whether its figures meet it. */
function verdict(read: Read, small: Figures, large: Figures, postgres: boolean): string {
  const search = read.path.includes('/search?term=');
  const renderedList = read.path === '/home' || read.path === '/blog';
  if (!postgres) {
    const limit = search ? 60 : 100;
    return `≤${limit} ms: ${large.median <= limit ? 'met' : 'MISSED'}`;
  }
  if (search) return `≤30 ms: ${large.median <= 30 ? 'met' : 'MISSED'}`;
  const limit = renderedList ? 30 : 50;
  const met = large.median <= limit && large.median <= 2 * small.median;
  // A page the small site cannot fill does less work there: the ratio then compares unequal answers.
  const unequal =
    !met && small.items !== undefined && large.items !== undefined && small.items < large.items
      ? ` (the 30-post site answers ${small.items} posts, this one ${large.items})`
      : '';
  return `≤${limit} ms, ≤2×: ${met ? 'met' : 'MISSED'}${unequal}`;
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const thousands = (value: number) => value.toLocaleString('en');

async function run(engine: Engine, total: number): Promise<void> {
  const postgres = engine.name.startsWith('PostgreSQL');
  let database = await engine.open();
  await runMigrations(database);
  await seedDatabase(database.db, { demoContent: true, admin, log: () => {} });
  const demoProbe = await probe(database);
  await database.close();
  const demo = await measureAll(engine, demoProbe);

  database = await engine.open();
  const grown = await growContent(database, total);
  const grownProbe = await probe(database);
  await database.close();
  const large = await measureAll(engine, grownProbe);

  console.log(`\n${engine.name}`);
  console.log(`server: ${large.server}, RESPONSE_CACHE_MB=0`);
  console.log(
    `the demo's 30 posts, then ${thousands(grown.posts)} posts and ${thousands(grown.comments)} comments ` +
      `written through SQL in ${grown.seconds.toFixed(1)} s`,
  );
  const found = Object.entries(grownProbe.matches).map(([term, total]) => `"${term}" ${thousands(total)}`);
  console.log(
    `posts each search term matches: ${found.join(', ')}; ${RUNS} sequential requests per read after ` +
      `${WARM_UPS} warm-ups (and one pass over every read first), Accept-Encoding as Chromium sends it (${BROWSER_ENCODINGS}), whole body read`,
  );
  if (!siteBuilt)
    console.log('apps/site/dist (or dist-ssr) is missing: the server-rendered pages are skipped');
  const size = thousands(grown.posts);
  console.log(`\n${'read'.padEnd(38)} ${'30 posts'.padStart(15)}   ${`${size} posts`.padStart(15)}`);
  console.log(`${''.padEnd(38)}  median     p95    median     p95   ratio  target at ${size}`);
  for (const read of readsFor(grownProbe)) {
    if (read.page && !siteBuilt) continue;
    const small = demo.figures.get(read.label);
    const big = large.figures.get(read.label);
    if (!small || !big) {
      console.log(`${read.label.padEnd(38)} not measured: the server does not answer it 200`);
      continue;
    }
    const ratio = `${(big.median / small.median).toFixed(1)}×`.padStart(6);
    console.log(
      `${read.label.padEnd(38)} ${ms(small.median)} ${ms(small.p95)}   ${ms(big.median)} ${ms(big.p95)}  ${ratio}  ` +
        verdict(read, small, big, postgres),
    );
  }
}

const started = performance.now();
console.log('Pupitre growth: every read at the demo’s 30 posts and at N');
for (const name of engines) {
  const engine = name === 'pglite' ? pgliteEngine() : await postgresEngine();
  try {
    await run(engine, name === 'pglite' ? pglitePosts : postgresPosts);
  } finally {
    await engine.dispose();
  }
}
console.log(`\nFinished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
