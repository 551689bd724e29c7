import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { imagenes } from '../db/schema';

export function storedImageUrl(id: number): string {
  return `/api/imagenes/${id}`;
}

export function imageUrl(id: number | null): string | null {
  return id === null ? null : storedImageUrl(id);
}

/** Stores the bytes once: the same image uploaded twice gets the same record. */
export async function storeImage(db: Db, bytes: Buffer, contentType: string): Promise<number> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const inserted = await db
    .insert(imagenes)
    .values({ contentType, sha256, size: bytes.length, bytes })
    .onConflictDoNothing({ target: imagenes.sha256 })
    .returning({ id: imagenes.id });
  if (inserted[0]) return inserted[0].id;
  const existing = await db.select({ id: imagenes.id }).from(imagenes).where(eq(imagenes.sha256, sha256));
  if (!existing[0]) throw new Error('Image vanished between insert and select');
  return existing[0].id;
}
