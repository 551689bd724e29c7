import { requireUser } from '../../auth/session.middleware';
import type { Db } from '../../db/client';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { findPost } from './publicaciones.queries';
import { createPost, deletePost, postWriteMessages, updatePost } from './publicaciones.writes';
import type * as routes from './publicaciones-editor.routes';

/** The saved post as the editor's answer: the post, its id again and the success message. */
async function savedPost(db: Db, id: number, detail: string) {
  const post = await findPost(db, id, true);
  if (!post) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  return { ...post, id, detail };
}

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const id = await createPost(c.var.db, c.req.valid('json'), requireUser(c));
  return c.json(await savedPost(c.var.db, id, '¡Post publicado correctamente!'), Status.CREATED);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { id } = c.req.valid('param');
  await updatePost(c.var.db, id, c.req.valid('json'));
  return c.json(await savedPost(c.var.db, id, '¡Post actualizado correctamente!'), Status.OK);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  await deletePost(c.var.db, c.req.valid('param').id);
  return c.json({ detail: postWriteMessages.deleted }, Status.OK);
};
