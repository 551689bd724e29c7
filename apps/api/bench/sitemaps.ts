// Sitemaps at scale: writes N published posts (default 100,000) straight into a fresh database, starts
// the production server on it as its own process with the response cache off, and prints the median
// and p95 of sequential requests for the index, the pages' sitemap and a full sitemap of posts, beside
// a plain API read as the reference of the same run. On the embedded PGlite (on disk in a temporary
// DATA_DIR: the server's process must open it), or on a new database of the PostgreSQL server named by
// DATABASE_URL. Prints figures; asserts nothing; stays out of CI.
// Usage: tsx bench/sitemaps.ts [posts]   (SOAK_SERVER=dist|source picks the server, as for bench:soak;
//   ACCEPT_ENCODING=identity asks for uncompressed answers, gzip by default as crawlers ask)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { POSTS_PER_SITEMAP } from '../src/routes/feeds/post-sitemap-buckets';
import { createServerDatabase } from '../src/test/test-database';
import { startSoakServer } from './soak-server';

const total = Number(process.argv[2] ?? 100_000);
const RUNS = 10;
const WARM_UPS = 2;
const INSERT_BATCH = 10_000;
const serverUrl = process.env.DATABASE_URL;
const acceptEncoding = process.env.ACCEPT_ENCODING ?? 'gzip';

const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-sitemaps-'));
const created = serverUrl ? await createServerDatabase(serverUrl) : undefined;
const database = await openDatabase(created ? { url: created.url } : { dataDir: join(dataDir, 'db') });
await runMigrations(database);
await seedDatabase(database.db, { demoContent: false, admin: { password: 'Admin12345' }, log: () => {} });

const seeding = performance.now();
for (let after = 0; after < total; after += INSERT_BATCH) {
  const last = Math.min(after + INSERT_BATCH, total);
  // Created two minutes apart, newest last; each edited up to 96 seconds after it was written.
  await database.db.execute(sql`
    INSERT INTO publicaciones (titulo, resumen, contenido, estado, fecha_creacion, fecha_modificacion)
    SELECT 'Artículo ' || g, 'Resumen del artículo ' || g, '<p>Texto del artículo ' || g || '.</p>', 'publicado',
      now() - (${total} - g + 1) * interval '2 minutes',
      now() - (${total} - g + 1) * interval '2 minutes' + (g % 97) * interval '1 second'
    FROM generate_series(${after + 1}::int, ${last}::int) AS g`);
}
await database.db.execute(sql`
  INSERT INTO publicaciones_categorias (publicacion_id, categoria_id)
  SELECT id, 1 + id % 7 FROM publicaciones`);
await database.db.execute(sql`ANALYZE`);
const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
await database.close();

const server = await startSoakServer(
  {
    DATA_DIR: dataDir,
    ...(created ? { DATABASE_URL: created.url } : {}),
    DEMO_CONTENT: 'off',
    RESPONSE_CACHE_MB: '0',
    ADMIN_USERNAME: 'admin',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'Admin12345',
  },
  join(dataDir, 'server.log'),
);

interface Timing {
  firstByte: number;
  whole: number;
  bytes: number;
  urls: number;
}

/** One request as a crawler makes it, timed to its first and its last byte. */
async function timed(path: string): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    headers: { 'Accept-Encoding': acceptEncoding },
  });
  if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
  let firstByte = 0;
  let text = '';
  const decoder = new TextDecoder();
  for await (const part of response.body) {
    firstByte ||= performance.now() - started;
    text += decoder.decode(part, { stream: true });
  }
  const whole = performance.now() - started;
  return { firstByte, whole, bytes: text.length, urls: text.split('<loc>').length - 1 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
// Nearest rank: of 10 runs, the slowest.
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

const lastBucket = Math.ceil(total / POSTS_PER_SITEMAP);
const files = [
  ['/sitemap.xml', 'the index'],
  ['/sitemap-paginas.xml', 'the pages'],
  ['/sitemap-publicaciones-1.xml', 'a full file of posts'],
  [`/sitemap-publicaciones-${lastBucket}.xml`, 'the newest file of posts'],
  ['/api/categorias', 'reference: a plain API read'],
] as const;

console.log(
  `Pupitre sitemaps: ${total.toLocaleString('en')} published posts on ` +
    `${created ? 'PostgreSQL (a new database on DATABASE_URL)' : `PGlite (on disk in ${dataDir})`}, ` +
    `written through SQL in ${seconds} s`,
);
console.log(`server: ${server.description}, pid ${server.pid}, RESPONSE_CACHE_MB=0`);
console.log(
  `${RUNS} sequential requests per file after ${WARM_UPS} warm-ups, Accept-Encoding: ${acceptEncoding}, whole body read\n`,
);
console.log(
  `${'file'.padEnd(34)} ${'URLs'.padStart(6)} ${'bytes'.padStart(9)}   median       p95   first byte`,
);
try {
  for (const [path, what] of files) {
    for (let run = 0; run < WARM_UPS; run++) await timed(path);
    const runs: Timing[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await timed(path));
    const last = runs.at(-1);
    const wholes = runs.map((run) => run.whole);
    console.log(
      `${path.padEnd(34)} ${String(last?.urls ?? 0).padStart(6)} ${String(last?.bytes ?? 0).padStart(9)} ` +
        `${ms(median(wholes))} ${ms(p95(wholes))} ${ms(median(runs.map((run) => run.firstByte)))}   ${what}`,
    );
  }
} finally {
  await server.stop();
  await created?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
