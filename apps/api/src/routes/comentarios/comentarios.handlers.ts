import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/session.middleware';
import { cacheAs, commentTags } from '../../cache/cache-tags';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { postWriteMessages } from '../publicaciones/publicaciones.writes';
import { enforceCommentLimits } from './comentarios.limit';
import { commentRouteMessages } from './comentarios.messages';
import { setCommentPageHeaders } from './comentarios.page-headers';
import { countComments, findComment, listComments, postAcceptsComments } from './comentarios.queries';
import type * as routes from './comentarios.routes';
import { deleteComment, insertComment, updateCommentText } from './comentarios.writes';

/** A visitor or user reaches comments of published posts only; drafts stay invisible here too. */
async function requireVisiblePost(c: Context<AppEnv>, postId: number): Promise<void> {
  if (!(await postAcceptsComments(c.var.db, postId, c.var.user?.isSuperuser === true))) {
    throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  }
}

async function requireComment(c: Context<AppEnv>, id: number) {
  const comment = await findComment(c.var, id);
  if (!comment) throw new HttpError(Status.NOT_FOUND, commentRouteMessages.commentNotFound);
  return comment;
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { postId } = c.req.valid('param');
  const query = c.req.valid('query');
  await requireVisiblePost(c, postId);
  const { comments, next } = await listComments(c.var, postId, query);
  setCommentPageHeaders(c, { query, next, total: await countComments(c.var.db, postId) });
  cacheAs(c, commentTags(postId, comments));
  return c.json(comments, Status.OK);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const user = requireUser(c);
  await enforceCommentLimits(c, user.id);
  const { postId } = c.req.valid('param');
  await requireVisiblePost(c, postId);
  const id = await insertComment(c.var.db, postId, user.id, c.req.valid('json').contenido);
  return c.json(await requireComment(c, id), Status.CREATED);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const user = requireUser(c);
  await enforceCommentLimits(c, user.id);
  const { id } = c.req.valid('param');
  const existing = await requireComment(c, id);
  // On a post taken back to draft the comment is as hidden from users as the post (decision 9), so it
  // is not found, before anything tells whose it is; a superuser still edits their own there.
  if (!(await postAcceptsComments(c.var.db, existing.ID_publicaciones, user.isSuperuser))) {
    throw new HttpError(Status.NOT_FOUND, commentRouteMessages.commentNotFound);
  }
  // Only the author edits a comment: not even a superuser rewrites someone else's words.
  if (existing.ID_Usuario !== user.id) throw new HttpError(Status.FORBIDDEN, commentRouteMessages.notYours);
  await updateCommentText(c.var.db, id, user.id, c.req.valid('json').contenido);
  return c.json(await requireComment(c, id), Status.OK);
};

// An author may still delete their comment on a draft: taking one's words away reveals nothing.
export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const user = requireUser(c);
  const { id } = c.req.valid('param');
  const existing = await requireComment(c, id);
  if (existing.ID_Usuario !== user.id && !user.isSuperuser) {
    throw new HttpError(Status.FORBIDDEN, commentRouteMessages.notYours);
  }
  await deleteComment(c.var.db, id);
  return c.json({ detail: commentRouteMessages.deleted }, Status.OK);
};
