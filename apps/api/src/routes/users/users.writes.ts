import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';

export async function setAvatar(db: Db, userId: number, imageId: number): Promise<void> {
  await db.update(usuarios).set({ avatarImagenId: imageId }).where(eq(usuarios.id, userId));
}
