import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { encodeAvatarThumbnail } from '../../images/avatar-thumbnail';
import type { DecodedImage } from '../../images/decode-image';
import { deleteImageIfUnused } from '../../images/image-cleanup';
import { storeImage } from '../../images/image-store';
import { storeAvatarThumbnail } from './avatar-thumbnail.writes';

/**
 * Stores the new avatar with its inline thumbnail and deletes the one it replaces, unless something else
 * still shows it. The user's row is locked first, so two uploads at once cannot both miss the avatar
 * between them.
 */
export async function replaceAvatar(db: Db, userId: number, image: DecodedImage): Promise<number> {
  const thumbnail = await encodeAvatarThumbnail(image.bytes);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ avatarId: usuarios.avatarImagenId })
      .from(usuarios)
      .where(eq(usuarios.id, userId))
      .for('update');
    const imageId = await storeImage(tx, image.bytes, image.contentType);
    await storeAvatarThumbnail(tx, imageId, thumbnail);
    await tx.update(usuarios).set({ avatarImagenId: imageId }).where(eq(usuarios.id, userId));
    const replaced = user?.avatarId;
    if (replaced != null && replaced !== imageId) await deleteImageIfUnused(tx, replaced);
    return imageId;
  });
}
