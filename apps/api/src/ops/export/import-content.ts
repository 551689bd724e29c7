import { and, eq, sql } from 'drizzle-orm';
import { HTML_ALLOWLIST_VERSION, sanitisePostHtml } from '../../content/sanitise-post-html';
import type { Db } from '../../db/client';
import { categorias, publicaciones, publicacionesCategorias } from '../../db/schema';
import { storeImage } from '../../images/image-store';
import { replaceBodyImages } from '../../routes/publicaciones/publicaciones-imagenes.writes';
import { type ExportData, type ExportPost, STATE_OF } from './export-format';
import { linkedImageId, relinkImages } from './image-links';

export interface ImportSummary {
  tags: number;
  images: number;
  imported: number;
  /** Posts left out because one with the same title and creation time is there already. */
  skipped: number;
}

async function upsertTags(db: Db, data: ExportData): Promise<void> {
  for (const tag of data.tags) {
    const row = { nombre: tag.name, descripcion: tag.description, color: tag.accent_color };
    await db
      .insert(categorias)
      .values({ id: tag.id, ...row })
      .onConflictDoUpdate({ target: categorias.id, set: row });
  }
}

/** Stores each image once (by sha256, as uploads are); answers the new id of each id of the file. */
async function storeImages(db: Db, data: ExportData): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const image of data.images) {
    ids.set(image.id, await storeImage(db, Buffer.from(image.data, 'base64'), image.content_type));
  }
  return ids;
}

// Times are compared to the millisecond: the file holds no finer ones, the database may.
async function alreadyThere(db: Db, post: ExportPost): Promise<boolean> {
  const [row] = await db
    .select({ id: publicaciones.id })
    .from(publicaciones)
    .where(
      and(
        eq(publicaciones.titulo, post.title),
        sql`date_trunc('milliseconds', ${publicaciones.fechaCreacion}) = ${post.created_at}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function insertPost(db: Db, post: ExportPost, data: ExportData, images: Map<number, number>) {
  // A file comes from outside: its bodies pass the allowlist as a body saved in the editor does.
  const contenido = sanitisePostHtml(relinkImages(post.html, '', (id) => images.get(id)));
  const cover = linkedImageId(post.feature_image);
  const [row] = await db
    .insert(publicaciones)
    .values({
      titulo: post.title,
      resumen: post.custom_excerpt,
      contenido,
      allowlistVersion: HTML_ALLOWLIST_VERSION,
      imagenPortadaId: cover === undefined ? null : (images.get(cover) ?? null),
      estado: STATE_OF[post.status],
      nombreAutor: post.author_name,
      fechaCreacion: new Date(post.created_at),
      fechaModificacion: new Date(post.updated_at),
    })
    .returning({ id: publicaciones.id });
  if (!row) throw new Error(`could not insert post ${post.id}`);
  const links = data.posts_tags
    .filter((link) => link.post_id === post.id)
    .sort((a, b) => a.sort_order - b.sort_order);
  if (links.length > 0) {
    await db
      .insert(publicacionesCategorias)
      .values(
        links.map((link) => ({ publicacionId: row.id, categoriaId: link.tag_id, posicion: link.sort_order })),
      );
  }
  await replaceBodyImages(db, '', row.id, contenido);
}

/**
 * Reads an export into the database, all of it or nothing: categories upserted by id, images stored once
 * by content, posts inserted with new ids unless a post with the same title and creation time exists, so
 * importing a file twice adds nothing the second time.
 */
export async function importContent(db: Db, data: ExportData): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    await upsertTags(tx, data);
    const images = await storeImages(tx, data);
    let imported = 0;
    for (const post of data.posts) {
      if (await alreadyThere(tx, post)) continue;
      await insertPost(tx, post, data, images);
      imported += 1;
    }
    return {
      tags: data.tags.length,
      images: images.size,
      imported,
      skipped: data.posts.length - imported,
    };
  });
}
