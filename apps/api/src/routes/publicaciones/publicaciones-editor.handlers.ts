import { AUTOSAVE_ORIGIN, type ParsedPostInput } from '@pupitre/data';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/session.middleware';
import type { Reader } from '../../db/reader';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { afterPostSaved, asSaved, POST_SCHEDULED } from '../../jobs/post-saved';
import { findPost } from './publicaciones.queries';
import { createPost, deletePost, postWriteMessages, updatePost } from './publicaciones.writes';
import type * as routes from './publicaciones-editor.routes';

/** The saved post as the editor's answer: the post, its id again and the success message. */
export async function savedPost(reader: Reader, id: number, detail: string) {
  const post = await findPost(reader, id, true);
  if (!post) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  return { ...post, id, detail };
}

/** Both create routes take the same payload through the same write path (and its sanitiser). */
async function createFrom(c: Context<AppEnv>, input: ParsedPostInput) {
  const id = await createPost(c.var, asSaved(input), requireUser(c));
  const scheduled = await afterPostSaved(c.var, id, input);
  return savedPost(c.var, id, scheduled ? POST_SCHEDULED : '¡Post publicado correctamente!');
}

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  return c.json(await createFrom(c, c.req.valid('json')), Status.CREATED);
};

export const fromHtml: AppRouteHandler<typeof routes.fromHtml> = async (c) => {
  return c.json(await createFrom(c, c.req.valid('json')), Status.CREATED);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { id } = c.req.valid('param');
  const origin = c.req.valid('query').origen === AUTOSAVE_ORIGIN ? 'autosave' : 'editor';
  const input = c.req.valid('json');
  await updatePost(c.var, id, asSaved(input), origin);
  const scheduled = await afterPostSaved(c.var, id, input);
  return c.json(
    await savedPost(c.var, id, scheduled ? POST_SCHEDULED : '¡Post actualizado correctamente!'),
    Status.OK,
  );
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  await deletePost(c.var.db, c.req.valid('param').id);
  return c.json({ detail: postWriteMessages.deleted }, Status.OK);
};
