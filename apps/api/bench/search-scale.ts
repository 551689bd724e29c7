// pnpm bench:search: ranked Spanish full-text search at scale. Fills a database with N posts (default
// 100,000), then prints p50 and p99 of typical searches and the query plan (to show the GIN index is
// used). On the embedded PGlite, or on PostgreSQL when DATABASE_URL is set (scripts/bench/search.sh
// runs both). Prints figures; asserts nothing.
// Usage: tsx bench/search-scale.ts [posts]
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { refreshPlannerStatistics } from '../src/db/planner-statistics';
import { seedDatabase } from '../src/db/seed';
import { searchPublishedPosts } from '../src/routes/publicaciones/publicaciones-busqueda.queries';

const total = Number(process.argv[2] ?? 100_000);
const RUNS = 50;
const databaseUrl = process.env.DATABASE_URL;
const words = [
  'estudio',
  'evaluación',
  'lectura',
  'memoria',
  'docente',
  'tecnología',
  'comunidad',
  'hábitos',
  'examen',
  'proyecto',
  'inclusión',
  'matemáticas',
  'ciencia',
  'escritura',
  'familia',
];

const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { memory: true });
console.log(databaseUrl ? 'PostgreSQL' : 'Embedded PGlite (in memory)');
await runMigrations(database);
await seedDatabase(database.db, { demoContent: true, admin: { password: 'Admin12345' }, log: () => {} });

const started = Date.now();
const batch = 2000;
for (let offset = 0; offset < total; offset += batch) {
  const size = Math.min(batch, total - offset);
  // Generated in the database itself: titles and bodies mix vocabulary so every term has many matches.
  await database.db.execute(sql`
    insert into publicaciones (titulo, resumen, contenido, estado, fecha_creacion)
    select
      'Artículo ' || g || ' sobre ' || (array[${sql.raw(words.map((w) => `'${w}'`).join(','))}])[1 + g % ${words.length}],
      'Resumen del artículo ' || g,
      '<p>Texto de prueba número ' || g || ' con ' || (array[${sql.raw(words.map((w) => `'${w}'`).join(','))}])[1 + (g * 7) % ${words.length}] || ' y más palabras para el índice.</p>',
      'publicado',
      now() - (g || ' minutes')::interval
    from generate_series(${offset + 1}::int, ${offset + size}::int) as g`);
}
console.log(`${total} posts inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// What the server's housekeeping does within ten minutes on PGlite (autovacuum on PostgreSQL).
await refreshPlannerStatistics(database.db);

const reader = { db: database.db, config: { publicUrl: 'http://localhost:3000' } };
for (const term of ['evaluacion', 'tecnica pomodoro', 'memoria docente', 'palabra inexistente']) {
  const runs: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    found = (await searchPublishedPosts(reader, term, { limite: 10, offset: 0 })).posts.length;
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  const at = (share: number) => runs[Math.min(runs.length - 1, Math.floor(share * runs.length))]?.toFixed(1);
  console.log(
    `search "${term}": p50 ${at(0.5)} ms, p99 ${at(0.99)} ms over ${RUNS} runs (${found} results on the page)`,
  );
}

const plan = JSON.stringify(
  await database.db.execute(
    sql`explain select id from publicaciones where search_vector @@ to_tsquery('public.es_unaccent', 'evaluacion:*')`,
  ),
);
console.log(`\nPlan: ${plan.includes('publicaciones_search_idx') ? 'uses publicaciones_search_idx' : plan}`);
await database.close();
