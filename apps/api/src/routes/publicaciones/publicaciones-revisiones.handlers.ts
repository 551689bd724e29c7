import { postInputMessages } from '@pupitre/data';
import { requireUser } from '../../auth/session.middleware';
import type { Db } from '../../db/client';
import { HttpError, invalidField, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { postWriteMessages } from './publicaciones.writes';
import { savedAnswer } from './publicaciones-editor.handlers';
import { findPostState, findRevision, listRevisions, restoreInput } from './publicaciones-revisiones.queries';
import type * as routes from './publicaciones-revisiones.routes';
import { revisionMessages } from './publicaciones-revisiones.routes';
import { keepEditorText, updatePost } from './publicaciones-update.writes';

// Admin reads: they carry a bearer token, so the response cache never keeps them (cache-policy: private).

async function requirePostState(db: Db, id: number) {
  const estado = await findPostState(db, id);
  if (!estado) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  return estado;
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { id } = c.req.valid('param');
  await requirePostState(c.var.db, id);
  return c.json(await listRevisions(c.var.db, id, c.req.valid('query')), Status.OK);
};

export const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const { id, revisionId } = c.req.valid('param');
  await requirePostState(c.var.db, id);
  const revision = await findRevision(c.var, id, revisionId);
  if (!revision) throw new HttpError(Status.NOT_FOUND, revisionMessages.notFound);
  return c.json(revision, Status.OK);
};

/** The editor's text, saved or not, kept before a restore replaces it in the editor. */
export const keep: AppRouteHandler<typeof routes.keep> = async (c) => {
  const { id } = c.req.valid('param');
  await requirePostState(c.var.db, id);
  await keepEditorText(c.var, id, c.req.valid('json'), requireUser(c));
  return c.json({ detail: revisionMessages.kept }, Status.CREATED);
};

/**
 * Goes through the update's own write path: same checks, same cache invalidation, a 'restore' revision.
 * A published or scheduled post keeps its version: the restore waits in the history for "Actualizar".
 */
export const restore: AppRouteHandler<typeof routes.restore> = async (c) => {
  const { id, revisionId } = c.req.valid('param');
  const estado = await requirePostState(c.var.db, id);
  const revision = await findRevision(c.var, id, revisionId);
  if (!revision) throw new HttpError(Status.NOT_FOUND, revisionMessages.notFound);
  const input = restoreInput(revision, estado);
  // Categories are fixed today; a revision whose categories all went away cannot be restored as it is.
  if (input.categorias.length === 0) throw invalidField('categorias', postInputMessages.categoryRequired);
  const outcome = await updatePost(c.var, id, input, { origin: 'restore' });
  const detail = outcome === 'pending' ? revisionMessages.restoredPending : revisionMessages.restored;
  return c.json(await savedAnswer(c, id, detail), Status.OK);
};
