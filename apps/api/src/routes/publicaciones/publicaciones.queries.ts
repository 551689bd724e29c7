import type { PostWire } from '@pupitre/data';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exactTime } from '../../db/keyset';
import { preparedPerDb } from '../../db/prepared-per-db';
import type { Reader } from '../../db/reader';
import { categorias, categoriasRecuentos, publicaciones, publicacionesCategorias } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import type { KeysetCursor } from '../../http/keyset-cursor';
import { type PageKey, type PostPage, pageOfKeys } from './publicaciones.pages';
import { postColumns, published, withCategories } from './publicaciones.wire';

export interface Page {
  limite: number;
  offset: number;
}

/** A page of a public list: `offset` skips rows past the cursor (or from the start without one). */
export interface KeysetPage extends Page {
  cursor?: KeysetCursor | undefined;
}

const newestFirst = [desc(publicaciones.fechaCreacion), desc(publicaciones.id)];

// Without a cursor the list starts past every real time: one prepared query serves both.
const START = { at: 'infinity', id: 0 };

/**
 * The keys of one page of a list newest first, read backwards from the cursor along an index that ends
 * in (fecha_creacion, id), never sorted: `offset` skips index entries only, and the exact time is
 * written for the page's rows alone.
 */
function newestKeys(
  db: Db,
  table: typeof publicaciones | typeof publicacionesCategorias,
  [id, time]: [
    typeof publicaciones.id | typeof publicacionesCategorias.publicacionId,
    typeof publicaciones.fechaCreacion | typeof publicacionesCategorias.fechaCreacion,
  ],
  inList: SQL | undefined,
  name: string,
) {
  const page = db
    .select({ id, fechaCreacion: time })
    .from(table)
    .where(
      and(
        inList,
        sql`(${time}, ${id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::integer)`,
      ),
    )
    .orderBy(desc(time), desc(id))
    .limit(sql.placeholder('limite'))
    .offset(sql.placeholder('offset'))
    .as('pagina');
  return db
    .select({ id: page.id, at: exactTime(page.fechaCreacion) })
    .from(page)
    .orderBy(desc(page.fechaCreacion), desc(page.id))
    .prepare(name);
}

/** The published list's keys, from the index on (estado, fecha_creacion, id). */
const publishedKeys = preparedPerDb((db) =>
  newestKeys(
    db,
    publicaciones,
    [publicaciones.id, publicaciones.fechaCreacion],
    published,
    'publicaciones_pagina_claves',
  ),
);

export async function pagePublishedPosts(reader: Reader, page: KeysetPage): Promise<PostPage> {
  const keys = await publishedKeys(reader.db).execute({
    ...(page.cursor ?? START),
    // One more than asked: whether it comes tells if there is a next page.
    limite: page.limite + 1,
    offset: page.offset,
  });
  return pageOfKeys(reader, keys, page.limite);
}

/** The published posts newest first, as the feeds and the spec's `limite`/`offset` clients read them. */
export async function listPublishedPosts(reader: Reader, page: KeysetPage): Promise<PostWire[]> {
  return (await pagePublishedPosts(reader, page)).posts;
}

/** One category's published posts' keys, from its range of publicaciones_categorias_publicadas_idx. */
const categoryKeys = preparedPerDb((db) =>
  newestKeys(
    db,
    publicacionesCategorias,
    [publicacionesCategorias.publicacionId, publicacionesCategorias.fechaCreacion],
    and(
      eq(publicacionesCategorias.categoriaId, sql.placeholder('categoria')),
      eq(publicacionesCategorias.estado, 'publicado'),
    ),
    'categoria_pagina_claves',
  ),
);

/**
 * The published posts of any of the categories, newest first, each once. Each category's own newest
 * `offset + limite + 1` links come from its index (publicaciones_categorias_publicadas_idx); the page is
 * among them, since a post's rank in the merged list is never better than in any one of its categories.
 */
export async function pagePublishedPostsOfCategories(
  reader: Reader,
  categoryIds: readonly number[],
  page: KeysetPage,
): Promise<PostPage> {
  const ids = [...new Set(categoryIds)];
  if (ids.length === 0) return { posts: [], next: undefined };
  const { at, id } = page.cursor ?? START;
  if (ids.length === 1) {
    const keys = await categoryKeys(reader.db).execute({
      categoria: ids[0],
      at,
      id,
      limite: page.limite + 1,
      offset: page.offset,
    });
    return pageOfKeys(reader, keys, page.limite);
  }
  const reach = page.offset + page.limite + 1;
  // The ids travel as one array literal: drizzle would spread a JavaScript array into a list of values.
  const keys = await selectRows<PageKey>(
    reader.db,
    sql`SELECT id, ${exactTime(sql`fecha_creacion`)} AS at FROM (
        SELECT link.publicacion_id AS id, link.fecha_creacion
        FROM unnest(${`{${ids.join(',')}}`}::int[]) AS category(id)
        CROSS JOIN LATERAL (
          SELECT publicacion_id, fecha_creacion FROM publicaciones_categorias
          WHERE categoria_id = category.id AND estado = 'publicado'
            AND (fecha_creacion, publicacion_id) < (${at}::timestamptz, ${id}::integer)
          ORDER BY fecha_creacion DESC, publicacion_id DESC
          LIMIT ${reach}
        ) AS link
        GROUP BY link.publicacion_id, link.fecha_creacion
        ORDER BY link.fecha_creacion DESC, link.publicacion_id DESC
        LIMIT ${page.limite + 1} OFFSET ${page.offset}
      ) AS pagina
      ORDER BY fecha_creacion DESC, id DESC`,
  );
  return pageOfKeys(reader, keys, page.limite);
}

const onePost = (onlyPublished: boolean, name: string) =>
  preparedPerDb((db) => {
    const byId = eq(publicaciones.id, sql.placeholder('id'));
    return db
      .select(postColumns)
      .from(publicaciones)
      .where(onlyPublished ? and(published, byId) : byId)
      .prepare(name);
  });
const onePublishedPost = onePost(true, 'publicacion_publicada');
const anyPost = onePost(false, 'publicacion_cualquiera');

export async function findPost(
  reader: Reader,
  id: number,
  includeDrafts: boolean,
): Promise<PostWire | undefined> {
  const rows = await (includeDrafts ? anyPost : onePublishedPost)(reader.db).execute({ id });
  const [post] = await withCategories(reader, rows);
  return post;
}

async function selectPosts(reader: Reader, where: SQL | undefined, page: Page): Promise<PostWire[]> {
  const rows = await reader.db
    .select(postColumns)
    .from(publicaciones)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limite)
    .offset(page.offset);
  return withCategories(reader, rows);
}

// The seeds' admin list, 200 posts at a time: prepared, since building the query is a cost of its own.
const everyPost = preparedPerDb((db) =>
  db
    .select(postColumns)
    .from(publicaciones)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limite'))
    .offset(sql.placeholder('offset'))
    .prepare('publicaciones_todas'),
);

export async function listAllPosts(reader: Reader, page: Page): Promise<PostWire[]> {
  return withCategories(
    reader,
    await everyPost(reader.db).execute({ limite: page.limite, offset: page.offset }),
  );
}

export function listPostsByAuthor(reader: Reader, authorId: number, page: Page): Promise<PostWire[]> {
  return selectPosts(reader, and(published, eq(publicaciones.autorId, authorId)), page);
}

/**
 * Posts per category for the admin chart, drafts included (the panel manages them too). Each post counts
 * once, in its first category (the order its categories are read in), so the ring's total is the number
 * of posts, the figure the panel's card shows beside it. The database keeps the counts (migration 0013).
 */
export function countPostsPerCategory(db: Db) {
  return db
    .select({
      ID_categoria: categorias.id,
      Nombre_categoria: categorias.nombre,
      total: sql<number>`coalesce(${categoriasRecuentos.total}, 0)`.mapWith(Number),
    })
    .from(categorias)
    .leftJoin(categoriasRecuentos, eq(categoriasRecuentos.categoriaId, categorias.id))
    .orderBy(asc(categorias.id));
}
