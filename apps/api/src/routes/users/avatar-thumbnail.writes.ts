import { type AnyColumn, and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagenes, imagenVariantes, usuarios } from '../../db/schema';
import { AVATAR_THUMBNAIL, encodeAvatarThumbnail } from '../../images/avatar-thumbnail';

/** The variant row that holds an avatar's inline thumbnail. */
export const thumbnailOf = (imageId: AnyColumn | number) =>
  and(
    typeof imageId === 'number'
      ? eq(imagenVariantes.imagenId, imageId)
      : eq(imagenVariantes.imagenId, sql`${imageId}`),
    eq(imagenVariantes.ancho, AVATAR_THUMBNAIL.width),
    eq(imagenVariantes.formato, AVATAR_THUMBNAIL.variant),
  );

/** Keeps the thumbnail of a stored avatar; one already kept is left as it is. */
export async function storeAvatarThumbnail(db: Db, imageId: number, bytes: Buffer): Promise<void> {
  await db
    .insert(imagenVariantes)
    .values({
      imagenId: imageId,
      ancho: AVATAR_THUMBNAIL.width,
      formato: AVATAR_THUMBNAIL.variant,
      contentType: AVATAR_THUMBNAIL.contentType,
      size: bytes.length,
      bytes,
    })
    .onConflictDoNothing();
}

/** Avatars stored before thumbnails existed get theirs at start; returns how many were made. */
export async function backfillAvatarThumbnails(db: Db): Promise<number> {
  const missing = await db
    .selectDistinct({ id: imagenes.id })
    .from(usuarios)
    .innerJoin(imagenes, eq(imagenes.id, usuarios.avatarImagenId))
    .where(
      and(
        isNotNull(usuarios.avatarImagenId),
        notExists(
          db.select({ id: imagenVariantes.imagenId }).from(imagenVariantes).where(thumbnailOf(imagenes.id)),
        ),
      ),
    );
  for (const { id } of missing) {
    const [image] = await db.select({ bytes: imagenes.bytes }).from(imagenes).where(eq(imagenes.id, id));
    if (image) await storeAvatarThumbnail(db, id, await encodeAvatarThumbnail(Buffer.from(image.bytes)));
  }
  return missing.length;
}
