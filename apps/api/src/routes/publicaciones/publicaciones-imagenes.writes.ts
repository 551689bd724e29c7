import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagenes, publicacionesImagenes } from '../../db/schema';
import { bodyImageIds } from '../../images/body-image-ids';

/**
 * Records the stored images a post's (sanitised) body shows, replacing what was recorded before, so
 * that an image is exactly as visible as the posts showing it. Links to ids that do not exist are ignored.
 */
export async function replaceBodyImages(
  db: Db,
  publicUrl: string,
  postId: number,
  contenido: string,
): Promise<void> {
  await db.delete(publicacionesImagenes).where(eq(publicacionesImagenes.publicacionId, postId));
  const linked = bodyImageIds(publicUrl, contenido);
  if (linked.length === 0) return;
  const stored = await db.select({ id: imagenes.id }).from(imagenes).where(inArray(imagenes.id, linked));
  if (stored.length === 0) return;
  await db
    .insert(publicacionesImagenes)
    .values(stored.map((image) => ({ publicacionId: postId, imagenId: image.id })));
}
