import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categorias, imagenes, publicaciones, publicacionesCategorias } from '../../db/schema';
import { bodyImageIds } from '../../images/body-image-ids';
import { EXPORT_VERSION, type ExportFile, type ExportImage, STATUS_OF } from './export-format';
import { exportedImageLink, relinkImages } from './image-links';

// Images are read in slices so a site with many never holds every row twice over.
const IMAGES_PER_READ = 50;

async function readImages(db: Db, ids: number[]): Promise<ExportImage[]> {
  const images: ExportImage[] = [];
  for (let start = 0; start < ids.length; start += IMAGES_PER_READ) {
    const rows = await db
      .select()
      .from(imagenes)
      .where(inArray(imagenes.id, ids.slice(start, start + IMAGES_PER_READ)))
      .orderBy(asc(imagenes.id));
    for (const row of rows) {
      images.push({
        id: row.id,
        content_type: row.contentType,
        sha256: row.sha256,
        data: Buffer.from(row.bytes).toString('base64'),
      });
    }
  }
  return images;
}

/**
 * Every post, category and the images the posts show, as one export (see export-format). `publicUrl` is
 * the site's public origin: body links written absolute on it are exported root-relative.
 */
export async function exportContent(db: Db, publicUrl = '', now = new Date()): Promise<ExportFile> {
  const tags = await db.select().from(categorias).orderBy(asc(categorias.id));
  const posts = await db.select().from(publicaciones).orderBy(asc(publicaciones.id));
  const links = await db
    .select()
    .from(publicacionesCategorias)
    .orderBy(asc(publicacionesCategorias.publicacionId), asc(publicacionesCategorias.posicion));
  const shown = new Set<number>();
  for (const post of posts) {
    if (post.imagenPortadaId !== null) shown.add(post.imagenPortadaId);
    for (const id of bodyImageIds(publicUrl, post.contenido)) shown.add(id);
  }
  const images = await readImages(
    db,
    [...shown].sort((a, b) => a - b),
  );
  return {
    db: [
      {
        meta: { exported_on: now.getTime(), version: EXPORT_VERSION },
        data: {
          posts: posts.map((post) => ({
            id: post.id,
            title: post.titulo,
            html: relinkImages(post.contenido, publicUrl, (id) => id),
            custom_excerpt: post.resumen,
            status: STATUS_OF[post.estado],
            created_at: post.fechaCreacion.toISOString(),
            updated_at: post.fechaModificacion.toISOString(),
            feature_image: post.imagenPortadaId === null ? null : exportedImageLink(post.imagenPortadaId),
            author_name: post.nombreAutor,
          })),
          tags: tags.map((tag) => ({
            id: tag.id,
            name: tag.nombre,
            description: tag.descripcion,
            accent_color: tag.color,
          })),
          posts_tags: links.map((link) => ({
            post_id: link.publicacionId,
            tag_id: link.categoriaId,
            sort_order: link.posicion,
          })),
          images,
        },
      },
    ],
  };
}
