import { AUTOSAVE_ORIGIN, type ParsedPostInput, PENDING_CHANGES_ORIGIN } from '@pupitre/data';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/session.middleware';
import type { Reader } from '../../db/reader';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { afterPostSaved, asSaved, POST_SCHEDULED } from '../../jobs/post-saved';
import { postEtag } from './post-etag';
import { findPost } from './publicaciones.queries';
import { createPost, deletePost, postWriteMessages } from './publicaciones.writes';
import type * as routes from './publicaciones-editor.routes';
import type { SaveOrigin } from './publicaciones-revisiones.writes';
import { updatePost } from './publicaciones-update.writes';

/** The saved post as the editor's answer: the post, its id again and the success message. */
export async function savedPost(reader: Reader, id: number, detail: string) {
  const post = await findPost(reader, id, true);
  if (!post) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  return { ...post, id, detail };
}

/** The answer of a save, with the entity tag a read of the post would give: the editor's next If-Match. */
export async function savedAnswer(c: Context<AppEnv>, id: number, detail: string) {
  const { id: _, detail: __, ...post } = await savedPost(c.var, id, detail);
  c.header('ETag', postEtag(post));
  return { ...post, id, detail };
}

const origins: Record<string, SaveOrigin> = {
  [AUTOSAVE_ORIGIN]: 'autosave',
  [PENDING_CHANGES_ORIGIN]: 'changes',
};

/** Both create routes take the same payload through the same write path (and its sanitiser). */
async function createFrom(c: Context<AppEnv>, input: ParsedPostInput) {
  const id = await createPost(c.var, asSaved(input), requireUser(c));
  const scheduled = await afterPostSaved(c.var, id, input);
  return savedAnswer(c, id, scheduled ? POST_SCHEDULED : '¡Post publicado correctamente!');
}

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  return c.json(await createFrom(c, c.req.valid('json')), Status.CREATED);
};

export const fromHtml: AppRouteHandler<typeof routes.fromHtml> = async (c) => {
  return c.json(await createFrom(c, c.req.valid('json')), Status.CREATED);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { id } = c.req.valid('param');
  const { origen, sesion } = c.req.valid('query');
  const origin = (origen && origins[origen]) ?? 'editor';
  const input = c.req.valid('json');
  const ifMatch = c.req.valid('header')['if-match'];
  const outcome = await updatePost(c.var, id, asSaved(input), { origin, ifMatch, session: sesion });
  if (outcome === 'refused') throw new HttpError(Status.PRECONDITION_FAILED, postWriteMessages.conflict);
  if (outcome === 'pending')
    return c.json(await savedAnswer(c, id, postWriteMessages.pendingSaved), Status.OK);
  const scheduled = await afterPostSaved(c.var, id, input);
  return c.json(
    await savedAnswer(c, id, scheduled ? POST_SCHEDULED : '¡Post actualizado correctamente!'),
    Status.OK,
  );
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  await deletePost(c.var.db, c.req.valid('param').id);
  return c.json({ detail: postWriteMessages.deleted }, Status.OK);
};
