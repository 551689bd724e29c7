import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comentarios } from '../../db/schema';

export async function insertComment(db: Db, postId: number, userId: number, contenido: string) {
  const [row] = await db
    .insert(comentarios)
    .values({ publicacionId: postId, usuarioId: userId, contenido })
    .returning({ id: comentarios.id });
  if (!row) throw new Error('Insert returned no row');
  return row.id;
}

/** Rewrites the text of a comment, only when `userId` wrote it. */
export async function updateCommentText(db: Db, id: number, userId: number, contenido: string) {
  await db
    .update(comentarios)
    .set({ contenido, fechaModificacion: new Date() })
    .where(and(eq(comentarios.id, id), eq(comentarios.usuarioId, userId)));
}

export async function deleteComment(db: Db, id: number) {
  await db.delete(comentarios).where(eq(comentarios.id, id));
}
