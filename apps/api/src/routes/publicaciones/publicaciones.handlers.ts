import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { HttpError, Status } from '../../http/errors';
import { idParam, parseInput } from '../../http/validate';
import { findPublishedPost, listPublishedPosts } from './publicaciones.queries';
import { listQuery } from './publicaciones.routes';

export async function listPosts(c: Context<AppEnv>) {
  const query = parseInput(listQuery, c.req.query());
  // Drafts are never listed here: only superusers see them, through /publicaciones/all.
  if (query.estado === 'borrador') return c.json([]);
  return c.json(await listPublishedPosts(c.var.db, query));
}

export async function getPost(c: Context<AppEnv>) {
  const { id } = parseInput(idParam, c.req.param(), 'ID de publicación no válido');
  const post = await findPublishedPost(c.var.db, id);
  if (!post) throw new HttpError(Status.NOT_FOUND, 'No se encontró la publicación solicitada.');
  return c.json(post);
}
