import type { PostWire } from '@pupitre/data';
import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared-per-db';
import type { Reader } from '../../db/reader';
import { categorias, publicaciones, publicacionesCategorias } from '../../db/schema';
import { imageUrl } from '../../images/image-store';

/** The columns a post's answer is made of. */
export const postColumns = {
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

export type PostRow = Pick<typeof publicaciones.$inferSelect, keyof typeof postColumns>;

export const published = eq(publicaciones.estado, 'publicado');

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

export type CategoryLink = { publicacionId: number; ID_categoria: number; Nombre_categoria: string };

type PostCategory = Pick<CategoryLink, 'ID_categoria' | 'Nombre_categoria'>;

/** The links grouped by post, each post's in the order they were given: one pass over them. */
export function categoriesByPost(links: readonly CategoryLink[]): Map<number, PostCategory[]> {
  const byPost = new Map<number, PostCategory[]>();
  for (const { publicacionId, ID_categoria, Nombre_categoria } of links) {
    const categories = byPost.get(publicacionId) ?? [];
    if (categories.length === 0) byPost.set(publicacionId, categories);
    categories.push({ ID_categoria, Nombre_categoria });
  }
  return byPost;
}

/**
 * One post's answer: `body` (its content, or the admin list's excerpt) comes after the summary, and its
 * categories (from `categoriesByPost`) after everything else.
 */
export function postAnswer<Body extends object>(
  publicUrl: string,
  row: Omit<PostRow, 'contenido'>,
  categories: Map<number, PostCategory[]>,
  body: Body,
) {
  return {
    ID_publicaciones: row.id,
    Titulo: row.titulo,
    Resumen: row.resumen,
    ...body,
    Imagen_portada: imageUrl(publicUrl, row.imagenPortadaId),
    Imagen_destacada_ID: row.imagenPortadaId,
    Fecha_creacion: row.fechaCreacion.toISOString(),
    Fecha_modificacion: row.fechaModificacion.toISOString(),
    NombreAdmin: row.nombreAutor,
    contador_likes: row.contadorLikes,
    estado: row.estado,
    Estado: row.estado,
    categorias: categories.get(row.id) ?? [],
  };
}

/** The posts as the API answers them, each with its categories in the order they were given. */
export async function withCategories({ db, config }: Reader, rows: PostRow[]): Promise<PostWire[]> {
  if (rows.length === 0) return [];
  const links = await categoriesOfPosts(db).execute({ ids: rows.map((row) => row.id) });
  const categories = categoriesByPost(links);
  return rows.map((row) => postAnswer(config.publicUrl, row, categories, { Contenido: row.contenido }));
}

const publishedPostsByIds = preparedPerDb((db) =>
  db
    .select(postColumns)
    .from(publicaciones)
    .where(and(published, sql`${publicaciones.id} = any(${sql.placeholder('ids')}::int[])`))
    .prepare('publicaciones_publicadas_por_id'),
);

/**
 * The published posts of a page whose order a keyset query has already decided, in that order. Only
 * the page's ids go through the index that orders them; whole rows are read for these alone.
 */
export async function publishedPostsInOrder(reader: Reader, ids: readonly number[]): Promise<PostWire[]> {
  if (ids.length === 0) return [];
  const rows = await publishedPostsByIds(reader.db).execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  return withCategories(reader, ordered);
}
