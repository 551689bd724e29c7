// Benchmark: full-text search at scale. Fills an embedded database with N posts (default 100,000) and
// prints the time of typical searches and the query plan, to show the GIN index is used.
// Usage: pnpm --filter @pupitre/api exec tsx bench/search-scale.ts [posts]
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { searchPublishedPosts } from '../src/routes/publicaciones/publicaciones.queries';

const total = Number(process.argv[2] ?? 100_000);
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

const database = await openDatabase({ memory: true });
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
    from generate_series(${offset + 1}, ${offset + size}) as g`);
}
console.log(`${total} posts inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const reader = { db: database.db, config: { publicUrl: 'http://localhost:3000' } };
for (const term of ['evaluacion', 'tecnica pomodoro', 'memoria docente', 'palabra inexistente']) {
  const runs: number[] = [];
  let found = 0;
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    found = (await searchPublishedPosts(reader, term, { limite: 10, offset: 0 })).length;
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `search "${term}": median ${runs[2]?.toFixed(1)} ms over 5 runs (${found} results on the page)`,
  );
}

const plan = JSON.stringify(
  await database.db.execute(
    sql`explain select id from publicaciones where search_vector @@ to_tsquery('public.es_unaccent', 'evaluacion:*')`,
  ),
);
console.log(`\nPlan: ${plan.includes('publicaciones_search_idx') ? 'uses publicaciones_search_idx' : plan}`);
await database.close();
