import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagenVariantes, usuarios } from '../../db/schema';
import { thumbnailDataUrl } from '../../images/avatar-thumbnail';
import { imageUrl } from '../../images/image-store';
import { thumbnailOf } from './avatar-thumbnail.writes';

/** A select column: the thumbnail bytes of the avatar of the `usuarios` row in the query, if any. */
export const avatarThumbnailColumn = () =>
  sql<Uint8Array | null>`(select ${imagenVariantes.bytes} from ${imagenVariantes} where ${thumbnailOf(usuarios.avatarImagenId)})`;

export async function findAvatarThumbnail(db: Db, imageId: number | null): Promise<Uint8Array | null> {
  if (imageId === null) return null;
  const [row] = await db
    .select({ bytes: imagenVariantes.bytes })
    .from(imagenVariantes)
    .where(thumbnailOf(imageId));
  return row?.bytes ?? null;
}

/**
 * The two avatar fields of every answer that shows a person (decision 10): `avatar`, the inline
 * thumbnail the spec's clients read as image data, and `avatar_url`, the address our site shows.
 */
export function avatarFields(publicUrl: string, imageId: number | null, thumbnail: Uint8Array | null) {
  return { avatar: thumbnailDataUrl(thumbnail), avatar_url: imageUrl(publicUrl, imageId) };
}
