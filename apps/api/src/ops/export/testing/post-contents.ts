import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { imagenes, publicaciones, publicacionesCategorias, publicacionesImagenes } from '../../../db/schema';
import { storedImageId } from '../../../images/image-store';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every post as a reader sees it, free of the ids an import changes: images by the hash of their bytes
 * (read from the database, not from its sha256 column), body links rewritten to those hashes.
 */
export async function postContents(db: Db) {
  const bytesOf = new Map<number, string>();
  for (const image of await db.select({ id: imagenes.id, bytes: imagenes.bytes }).from(imagenes)) {
    bytesOf.set(image.id, sha(image.bytes));
  }
  const image = (id: number | null) => (id === null ? null : (bytesOf.get(id) ?? `missing ${id}`));
  const posts = await db.select().from(publicaciones).orderBy(asc(publicaciones.fechaCreacion));
  const contents = [];
  for (const post of posts) {
    const categories = await db
      .select({ id: publicacionesCategorias.categoriaId })
      .from(publicacionesCategorias)
      .where(eq(publicacionesCategorias.publicacionId, post.id))
      .orderBy(asc(publicacionesCategorias.posicion));
    const bodyImages = await db
      .select({ id: publicacionesImagenes.imagenId })
      .from(publicacionesImagenes)
      .where(eq(publicacionesImagenes.publicacionId, post.id));
    contents.push({
      title: post.titulo,
      body: post.contenido.replace(/src="([^"]*)"/g, (whole, link: string) => {
        const id = storedImageId('', link);
        return id === undefined ? whole : `src="image:${image(id)}"`;
      }),
      summary: post.resumen,
      state: post.estado,
      author: post.nombreAutor,
      createdAt: post.fechaCreacion.toISOString(),
      updatedAt: post.fechaModificacion.toISOString(),
      categories: categories.map((category) => category.id),
      cover: image(post.imagenPortadaId),
      bodyImages: bodyImages.map((row) => image(row.id)).sort(),
    });
  }
  return contents;
}
