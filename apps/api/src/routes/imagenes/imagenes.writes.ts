import { limits } from '../../abuse/limits';
import { enforce } from '../../abuse/rate-limit';
import type { Db } from '../../db/client';
import { imagenVariantes } from '../../db/schema';
import { POST_IMAGE_BOUNDS } from '../../images/image-bounds';
import { storeImage } from '../../images/image-store';
import { readUpload } from '../../images/read-upload';
import type { VariantKey } from './imagenes.queries';

/**
 * An image for a post's body, counted against its uploader's limit (shared with covers), re-encoded
 * within a post image's bounds and stored once per content.
 */
export async function storeUpload(db: Db, dataUrl: string, uploaderId: number): Promise<number> {
  await enforce(db, limits.imageUploadsPerUser, String(uploaderId));
  const image = await readUpload(dataUrl, POST_IMAGE_BOUNDS, 'imagen');
  return storeImage(db, image.bytes, image.contentType);
}

/** Keeps a variant made on request; two requests that made the same one keep the first. */
export async function storeVariant(db: Db, key: VariantKey, contentType: string, bytes: Buffer) {
  await db
    .insert(imagenVariantes)
    .values({
      imagenId: key.id,
      ancho: key.width,
      formato: key.format,
      contentType,
      size: bytes.length,
      bytes,
    })
    .onConflictDoNothing();
}
