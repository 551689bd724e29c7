import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { imagenes } from '../db/schema';

/** Answers link images absolutely (PUBLIC_URL), so a client served from another origin shows them. */
export function storedImageUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/api/imagenes/${id}`;
}

export function imageUrl(publicUrl: string, id: number | null): string | null {
  return id === null ? null : storedImageUrl(publicUrl, id);
}

/** The image id a link of ours names, written root-relative or absolute on our public origin. */
export function storedImageId(publicUrl: string, link: string): number | undefined {
  const path = link.startsWith(`${publicUrl}/`) ? link.slice(publicUrl.length) : link;
  const match = /^\/api\/imagenes\/(\d+)$/.exec(path);
  return match ? Number(match[1]) : undefined;
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
