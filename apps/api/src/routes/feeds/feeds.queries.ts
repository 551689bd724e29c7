import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categorias, publicaciones, publicacionesCategorias } from '../../db/schema';

export interface PostStamp {
  id: number;
  lastmod: Date;
}

export interface CategoryStamp {
  id: number;
  /** When its newest published post last changed; null while it has none. */
  lastmod: Date | null;
}

const published = eq(publicaciones.estado, 'publicado');

/** Every published post with the time it was last modified; drafts never. */
export function listPublishedPostStamps(db: Db): Promise<PostStamp[]> {
  return db
    .select({ id: publicaciones.id, lastmod: publicaciones.fechaModificacion })
    .from(publicaciones)
    .where(published)
    .orderBy(asc(publicaciones.id));
}

/** Every category with the last change among its published posts (drafts do not count). */
export function listCategoryStamps(db: Db): Promise<CategoryStamp[]> {
  return db
    .select({ id: categorias.id, lastmod: max(publicaciones.fechaModificacion) })
    .from(categorias)
    .leftJoin(publicacionesCategorias, eq(publicacionesCategorias.categoriaId, categorias.id))
    .leftJoin(publicaciones, and(eq(publicaciones.id, publicacionesCategorias.publicacionId), published))
    .groupBy(categorias.id)
    .orderBy(asc(categorias.id));
}
