import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { selectRows } from '../src/db/select-rows';

const BATCH = 10_000;
const COMMENTS_PER_POST = 10;
/** One post in this many names the rare search term in its title. */
export const RARE_EVERY = 10_000;
export const RARE_TERM = 'anuario';

const commentTexts = [
  'Muy útil, lo voy a probar con mi grupo esta semana.',
  'Gracias por compartir, me ayudó a organizar mis apuntes.',
  '¿Tienen algún ejemplo para primaria?',
  'Lo aplicamos en la academia y funcionó bastante bien.',
  'Me quedo con la parte de la evaluación formativa.',
];

export interface Grown {
  posts: number;
  comments: number;
  seconds: number;
}

const count = async (database: Database, table: string) =>
  Number(
    (
      await selectRows<{ total: number }>(database.db, sql.raw(`SELECT count(*)::int AS total FROM ${table}`))
    )[0]?.total ?? 0,
  );

/**
 * Grows the demo's posts to `total` published posts, through SQL only: each new post copies a demo post
 * (title, summary, body, cover, categories and the sections the assistant reads) under a new date, and
 * gets ten comments from the demo readers. The body's section extraction (a trigger, about 15 ms a post)
 * is not run again for copies of the same body: the template's sections are copied in one statement per
 * batch instead, which leaves the same rows the trigger would. Every other trigger runs as on any write.
 */
export async function growContent(database: Database, total: number): Promise<Grown> {
  const started = performance.now();
  const { db } = database;
  const [range] = await selectRows<{ base: number; templates: number }>(
    db,
    sql`SELECT coalesce(max(id), 0)::int AS base, count(*)::int AS templates FROM publicaciones`,
  );
  const base = range?.base ?? 0;
  const templateCount = range?.templates ?? 0;
  if (templateCount === 0) throw new Error('growContent needs the demo posts to copy');
  const readers = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM usuarios WHERE NOT is_superuser ORDER BY id`,
  );
  if (readers.length === 0) throw new Error('growContent needs the demo readers to write comments');
  const readerIds = `{${readers.map((reader) => reader.id).join(',')}}`;
  const texts = `{${commentTexts.map((text) => `"${text}"`).join(',')}}`;
  // The demo posts in id order, numbered from 0: new post base + g copies template g % templateCount.
  const templates = sql`(SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, * FROM publicaciones WHERE id <= ${base})`;
  const added = total - templateCount;

  await db.execute(sql`ALTER TABLE publicaciones DISABLE TRIGGER publicaciones_pasajes_refresh`);
  try {
    for (let from = 1; from <= added; from += BATCH) {
      const to = Math.min(from + BATCH - 1, added);
      const numbers = sql`generate_series(${from}::int, ${to}::int) AS g`;
      const template = sql`JOIN ${templates} AS t ON t.n = g % ${templateCount}`;
      await db.execute(sql`
        INSERT INTO publicaciones (id, titulo, resumen, contenido, html_allowlist_version, imagen_portada_id, estado,
          autor_id, nombre_autor, contador_likes, fecha_creacion, fecha_modificacion)
        SELECT ${base} + g,
          t.titulo || CASE WHEN g % ${RARE_EVERY} = 0 THEN ${` (${RARE_TERM})`} ELSE '' END,
          t.resumen, t.contenido, t.html_allowlist_version, t.imagen_portada_id, 'publicado', t.autor_id,
          t.nombre_autor, g % 23, now() - g * interval '5 minutes', now() - g * interval '5 minutes'
        FROM ${numbers} ${template}`);
      await db.execute(sql`
        INSERT INTO publicaciones_categorias (publicacion_id, categoria_id, posicion)
        SELECT ${base} + g, link.categoria_id, link.posicion
        FROM ${numbers} ${template} JOIN publicaciones_categorias AS link ON link.publicacion_id = t.id`);
      await db.execute(sql`
        INSERT INTO publicaciones_imagenes (publicacion_id, imagen_id)
        SELECT ${base} + g, used.imagen_id
        FROM ${numbers} ${template} JOIN publicaciones_imagenes AS used ON used.publicacion_id = t.id`);
      await db.execute(sql`
        INSERT INTO publicaciones_pasajes (publicacion_id, orden, encabezado, texto)
        SELECT ${base} + g, section.orden, section.encabezado, section.texto
        FROM ${numbers} ${template} JOIN publicaciones_pasajes AS section ON section.publicacion_id = t.id`);
      await db.execute(sql`
        INSERT INTO comentarios (publicacion_id, usuario_id, contenido, fecha_publicacion, fecha_modificacion)
        SELECT ${base} + g, (${readerIds}::int[])[1 + (g + k) % ${readers.length}],
          (${texts}::text[])[1 + (g * 3 + k) % ${commentTexts.length}],
          now() - g * interval '5 minutes' + k * interval '17 minutes',
          now() - g * interval '5 minutes' + k * interval '17 minutes'
        FROM ${numbers} CROSS JOIN generate_series(1, ${COMMENTS_PER_POST}) AS k`);
    }
  } finally {
    await db.execute(sql`ALTER TABLE publicaciones ENABLE TRIGGER publicaciones_pasajes_refresh`);
  }
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('publicaciones', 'id'), (SELECT max(id) FROM publicaciones))`,
  );
  // What keeps the planner's figures after a bulk load: autovacuum on PostgreSQL (which also marks pages
  // all-visible for index-only scans), the server's own housekeeping (ANALYZE) on PGlite.
  await db.execute(database.kind === 'postgres' ? sql`VACUUM ANALYZE` : sql`ANALYZE`);
  return {
    posts: await count(database, 'publicaciones'),
    comments: await count(database, 'comentarios'),
    seconds: (performance.now() - started) / 1000,
  };
}
