import type { PostWire } from '@pupitre/data';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared-per-db';
import type { Reader } from '../../db/reader';
import { categorias, publicaciones, publicacionesCategorias } from '../../db/schema';
import { imageUrl } from '../../images/image-store';

export interface Page {
  limite: number;
  offset: number;
}

const postColumns = {
  id: publicaciones.id,
  titulo: publicaciones.titulo,
  resumen: publicaciones.resumen,
  contenido: publicaciones.contenido,
  imagenPortadaId: publicaciones.imagenPortadaId,
  estado: publicaciones.estado,
  nombreAutor: publicaciones.nombreAutor,
  contadorLikes: publicaciones.contadorLikes,
  fechaCreacion: publicaciones.fechaCreacion,
  fechaModificacion: publicaciones.fechaModificacion,
};

type PostRow = Pick<typeof publicaciones.$inferSelect, keyof typeof postColumns>;

const newestFirst = [desc(publicaciones.fechaCreacion), desc(publicaciones.id)];
const published = eq(publicaciones.estado, 'publicado');

const categoriesOfPosts = preparedPerDb((db) =>
  db
    .select({
      publicacionId: publicacionesCategorias.publicacionId,
      ID_categoria: categorias.id,
      Nombre_categoria: categorias.nombre,
    })
    .from(publicacionesCategorias)
    .innerJoin(categorias, eq(categorias.id, publicacionesCategorias.categoriaId))
    .where(sql`${publicacionesCategorias.publicacionId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(publicacionesCategorias.posicion), asc(categorias.id))
    .prepare('categorias_de_publicaciones'),
);

async function withCategories({ db, config }: Reader, rows: PostRow[]): Promise<PostWire[]> {
  if (rows.length === 0) return [];
  const links = await categoriesOfPosts(db).execute({ ids: rows.map((row) => row.id) });
  return rows.map((row) => ({
    ID_publicaciones: row.id,
    Titulo: row.titulo,
    Resumen: row.resumen,
    Contenido: row.contenido,
    Imagen_portada: imageUrl(config.publicUrl, row.imagenPortadaId),
    Imagen_destacada_ID: row.imagenPortadaId,
    Fecha_creacion: row.fechaCreacion.toISOString(),
    Fecha_modificacion: row.fechaModificacion.toISOString(),
    NombreAdmin: row.nombreAutor,
    contador_likes: row.contadorLikes,
    estado: row.estado,
    Estado: row.estado,
    categorias: links
      .filter((link) => link.publicacionId === row.id)
      .map(({ ID_categoria, Nombre_categoria }) => ({ ID_categoria, Nombre_categoria })),
  }));
}

async function selectPosts(
  reader: Reader,
  where: SQL | undefined,
  page: Page,
  order: SQL[] = newestFirst,
): Promise<PostWire[]> {
  const rows = await reader.db
    .select(postColumns)
    .from(publicaciones)
    .where(where)
    .orderBy(...order)
    .limit(page.limite)
    .offset(page.offset);
  return withCategories(reader, rows);
}

// The reads every visitor makes, built once per database (see preparedPerDb).
const publishedPage = preparedPerDb((db) =>
  db
    .select(postColumns)
    .from(publicaciones)
    .where(published)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limite'))
    .offset(sql.placeholder('offset'))
    .prepare('publicaciones_pagina'),
);

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

export async function listPublishedPosts(reader: Reader, page: Page): Promise<PostWire[]> {
  return withCategories(
    reader,
    await publishedPage(reader.db).execute({ limite: page.limite, offset: page.offset }),
  );
}

export async function findPost(
  reader: Reader,
  id: number,
  includeDrafts: boolean,
): Promise<PostWire | undefined> {
  const rows = await (includeDrafts ? anyPost : onePublishedPost)(reader.db).execute({ id });
  const [post] = await withCategories(reader, rows);
  return post;
}

export function listAllPosts(reader: Reader, page: Page): Promise<PostWire[]> {
  return selectPosts(reader, undefined, page);
}

export function listPostsByAuthor(reader: Reader, authorId: number, page: Page): Promise<PostWire[]> {
  return selectPosts(reader, and(published, eq(publicaciones.autorId, authorId)), page);
}

const MAX_SEARCH_WORDS = 8;

export type MatchMode = 'all' | 'any';

/** Words of the search term as a prefix query ('tecn:* & estud:*'), or undefined when it has none. */
function prefixQuery(term: string, mode: MatchMode): string | undefined {
  const words = term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(mode === 'all' ? ' & ' : ' | ') : undefined;
}

/**
 * Full-text search in Spanish, accents ignored, over title (weight A), summary (B) and body (C),
 * ranked so a match in the title comes first. Served by the GIN index on the stored vector.
 * Every match is ranked, but only ids travel through that sort: the page's ten rows are read after it,
 * so a common word does not drag thousands of bodies through the sort.
 */
export function searchPublishedPosts(
  reader: Reader,
  term: string,
  page: Page,
  mode: MatchMode = 'all',
): Promise<PostWire[]> {
  const query = prefixQuery(term, mode);
  if (!query) return Promise.resolve([]);
  const tsquery = sql`to_tsquery('public.es_unaccent', ${query})`;
  const vector = sql`"publicaciones"."search_vector"`;
  const ranking = [sql`ts_rank(${vector}, ${tsquery}) desc`, ...newestFirst];
  const pageIds = reader.db
    .select({ id: publicaciones.id })
    .from(publicaciones)
    .where(and(published, sql`${vector} @@ ${tsquery}`))
    .orderBy(...ranking)
    .limit(page.limite)
    .offset(page.offset);
  return selectPosts(reader, inArray(publicaciones.id, pageIds), { limite: page.limite, offset: 0 }, ranking);
}

export function listPublishedPostsOfCategories(
  reader: Reader,
  categoryIds: number[],
  page: Page,
): Promise<PostWire[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  const inCategories = inArray(
    publicaciones.id,
    reader.db
      .select({ id: publicacionesCategorias.publicacionId })
      .from(publicacionesCategorias)
      .where(inArray(publicacionesCategorias.categoriaId, categoryIds)),
  );
  return selectPosts(reader, and(published, inCategories), page);
}

/**
 * Posts per category for the admin chart, drafts included (the panel manages them too). Each post counts
 * once, in its first category (the order its categories are read in), so the ring's total is the number
 * of posts, the figure the panel's card shows beside it.
 */
export function countPostsPerCategory(db: Db) {
  const firstCategory = db
    .selectDistinctOn([publicacionesCategorias.publicacionId], {
      publicacionId: publicacionesCategorias.publicacionId,
      categoriaId: publicacionesCategorias.categoriaId,
    })
    .from(publicacionesCategorias)
    .orderBy(
      asc(publicacionesCategorias.publicacionId),
      asc(publicacionesCategorias.posicion),
      asc(publicacionesCategorias.categoriaId),
    )
    .as('primera_categoria');
  return db
    .select({
      ID_categoria: categorias.id,
      Nombre_categoria: categorias.nombre,
      total: count(firstCategory.publicacionId),
    })
    .from(categorias)
    .leftJoin(firstCategory, eq(firstCategory.categoriaId, categorias.id))
    .groupBy(categorias.id, categorias.nombre)
    .orderBy(asc(categorias.id));
}

export function listPublishedPostsOfCategory(
  reader: Reader,
  categoryId: number,
  page: Page,
): Promise<PostWire[]> {
  return listPublishedPostsOfCategories(reader, [categoryId], page);
}
