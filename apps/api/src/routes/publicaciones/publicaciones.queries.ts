import type { PostWire } from '@pupitre/data';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Reader } from '../../db/reader';
import { categorias, publicaciones, publicacionesCategorias } from '../../db/schema';
import { imageUrl } from '../../images/image-store';

export interface Page {
  limite: number;
  offset: number;
}

type CategoryRef = PostWire['categorias'][number];

// A post's categories in the same query, in their order: one round trip per read, not two (a round
// trip is most of a cold read's cost on the embedded database).
// Written out with its own aliases: interpolated columns render unqualified here, and "id" would then
// name the category, not the outer post.
const categoriesOfPost = sql<CategoryRef[] | string>`coalesce((
  select json_agg(json_build_object('ID_categoria', c.id, 'Nombre_categoria', c.nombre) order by pc.posicion, c.id)
  from publicaciones_categorias pc join categorias c on c.id = pc.categoria_id
  where pc.publicacion_id = "publicaciones"."id"
), '[]'::json)`;

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
  categorias: categoriesOfPost,
};

type PostRow = Pick<typeof publicaciones.$inferSelect, Exclude<keyof typeof postColumns, 'categorias'>> & {
  categorias: CategoryRef[] | string;
};

const newestFirst = [desc(publicaciones.fechaCreacion), desc(publicaciones.id)];
const published = eq(publicaciones.estado, 'publicado');

function toWire({ config }: Reader, row: PostRow): PostWire {
  return {
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
    // postgres.js hands json over parsed; a driver that does not would give the text.
    categorias: typeof row.categorias === 'string' ? JSON.parse(row.categorias) : row.categorias,
  };
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
  return rows.map((row) => toWire(reader, row));
}

export function listPublishedPosts(reader: Reader, page: Page): Promise<PostWire[]> {
  return selectPosts(reader, published, page);
}

export async function findPost(
  reader: Reader,
  id: number,
  includeDrafts: boolean,
): Promise<PostWire | undefined> {
  const byId = eq(publicaciones.id, id);
  const [post] = await selectPosts(reader, includeDrafts ? byId : and(published, byId), {
    limite: 1,
    offset: 0,
  });
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
  return selectPosts(reader, and(published, sql`${vector} @@ ${tsquery}`), page, [
    sql`ts_rank(${vector}, ${tsquery}) desc`,
    ...newestFirst,
  ]);
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

/** Posts per category for the admin chart (drafts included: the panel manages them too). */
export function countPostsPerCategory(db: Db) {
  return db
    .select({
      ID_categoria: categorias.id,
      Nombre_categoria: categorias.nombre,
      total: count(publicacionesCategorias.publicacionId),
    })
    .from(categorias)
    .leftJoin(publicacionesCategorias, eq(publicacionesCategorias.categoriaId, categorias.id))
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
