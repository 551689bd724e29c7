import type { PostWire } from '@pupitre/data';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

async function withCategories(db: Db, rows: PostRow[]): Promise<PostWire[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      publicacionId: publicacionesCategorias.publicacionId,
      ID_categoria: categorias.id,
      Nombre_categoria: categorias.nombre,
    })
    .from(publicacionesCategorias)
    .innerJoin(categorias, eq(categorias.id, publicacionesCategorias.categoriaId))
    .where(
      inArray(
        publicacionesCategorias.publicacionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(publicacionesCategorias.posicion), asc(categorias.id));
  return rows.map((row) => ({
    ID_publicaciones: row.id,
    Titulo: row.titulo,
    Resumen: row.resumen,
    Contenido: row.contenido,
    Imagen_portada: imageUrl(row.imagenPortadaId),
    Fecha_creacion: row.fechaCreacion.toISOString(),
    Fecha_modificacion: row.fechaModificacion.toISOString(),
    NombreAdmin: row.nombreAutor,
    contador_likes: row.contadorLikes,
    estado: row.estado,
    categorias: links
      .filter((link) => link.publicacionId === row.id)
      .map(({ ID_categoria, Nombre_categoria }) => ({ ID_categoria, Nombre_categoria })),
  }));
}

async function selectPosts(db: Db, where: SQL | undefined, page: Page): Promise<PostWire[]> {
  const rows = await db
    .select(postColumns)
    .from(publicaciones)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limite)
    .offset(page.offset);
  return withCategories(db, rows);
}

export function listPublishedPosts(db: Db, page: Page): Promise<PostWire[]> {
  return selectPosts(db, published, page);
}

export async function findPublishedPost(db: Db, id: number): Promise<PostWire | undefined> {
  const [post] = await selectPosts(db, and(published, eq(publicaciones.id, id)), { limite: 1, offset: 0 });
  return post;
}

export function listPublishedPostsOfCategory(db: Db, categoryId: number, page: Page): Promise<PostWire[]> {
  const inCategory = inArray(
    publicaciones.id,
    db
      .select({ id: publicacionesCategorias.publicacionId })
      .from(publicacionesCategorias)
      .where(eq(publicacionesCategorias.categoriaId, categoryId)),
  );
  return selectPosts(db, and(published, inCategory), page);
}
