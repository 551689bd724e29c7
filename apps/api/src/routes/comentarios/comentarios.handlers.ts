import { commentInputSchema } from '@pupitre/data';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/session.middleware';
import { comentarios, publicaciones } from '../../db/schema';
import { HttpError, Status } from '../../http/errors';
import { readJson } from '../../http/json-body';
import { idParam, parseInput } from '../../http/validate';
import { findComment, listComments } from './comentarios.queries';

const messages = {
  invalidPost: 'ID de publicación no válido',
  postNotFound: 'No se encontró la publicación solicitada.',
  invalidComment: 'ID de comentario no válido',
  commentNotFound: 'No se encontró el comentario.',
  notYours: 'Solo puedes modificar tus propios comentarios.',
  deleted: 'Comentario eliminado exitosamente',
} as const;

/** A visitor or user sees comments of published posts only; drafts stay invisible here too. */
async function visiblePost(c: Context<AppEnv>, id: number): Promise<void> {
  const [post] = await c.var.db
    .select({ estado: publicaciones.estado })
    .from(publicaciones)
    .where(eq(publicaciones.id, id));
  if (!post || (post.estado !== 'publicado' && !c.var.user?.isSuperuser)) {
    throw new HttpError(Status.NOT_FOUND, messages.postNotFound);
  }
}

export async function list(c: Context<AppEnv>) {
  const { id } = parseInput(idParam, { id: c.req.param('postId') }, messages.invalidPost);
  await visiblePost(c, id);
  return c.json(await listComments(c.var.db, id));
}

export async function create(c: Context<AppEnv>) {
  const user = requireUser(c);
  const { id } = parseInput(idParam, { id: c.req.param('postId') }, messages.invalidPost);
  const { contenido } = parseInput(commentInputSchema, await readJson(c));
  await visiblePost(c, id);
  const [row] = await c.var.db
    .insert(comentarios)
    .values({ publicacionId: id, usuarioId: user.id, contenido })
    .returning({ id: comentarios.id });
  const created = row && (await findComment(c.var.db, row.id));
  return c.json(created, Status.CREATED);
}

export async function update(c: Context<AppEnv>) {
  const user = requireUser(c);
  const { id } = parseInput(idParam, c.req.param(), messages.invalidComment);
  const { contenido } = parseInput(commentInputSchema, await readJson(c));
  const existing = await findComment(c.var.db, id);
  if (!existing) throw new HttpError(Status.NOT_FOUND, messages.commentNotFound);
  // Only the author edits a comment: not even a superuser rewrites someone else's words.
  if (existing.ID_Usuario !== user.id) throw new HttpError(Status.FORBIDDEN, messages.notYours);
  await c.var.db
    .update(comentarios)
    .set({ contenido, fechaModificacion: new Date() })
    .where(and(eq(comentarios.id, id), eq(comentarios.usuarioId, user.id)));
  return c.json(await findComment(c.var.db, id));
}

export async function remove(c: Context<AppEnv>) {
  const user = requireUser(c);
  const { id } = parseInput(idParam, c.req.param(), messages.invalidComment);
  const existing = await findComment(c.var.db, id);
  if (!existing) throw new HttpError(Status.NOT_FOUND, messages.commentNotFound);
  if (existing.ID_Usuario !== user.id && !user.isSuperuser)
    throw new HttpError(Status.FORBIDDEN, messages.notYours);
  await c.var.db.delete(comentarios).where(eq(comentarios.id, id));
  return c.json({ detail: messages.deleted });
}
