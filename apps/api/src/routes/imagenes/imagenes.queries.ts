import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagenes } from '../../db/schema';

export async function findImage(db: Db, id: number) {
  const [image] = await db
    .select({ contentType: imagenes.contentType, sha256: imagenes.sha256, bytes: imagenes.bytes })
    .from(imagenes)
    .where(eq(imagenes.id, id));
  return image;
}
