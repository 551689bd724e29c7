import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { HttpError, Status } from '../../http/errors';
import { idParam, parseInput } from '../../http/validate';
import { listPublishedPostsOfCategory } from '../publicaciones/publicaciones.queries';
import { findCategory, listCategories } from './categorias.queries';
import { categoryPostsQuery } from './categorias.routes';

export async function getCategories(c: Context<AppEnv>) {
  return c.json(await listCategories(c.var.db));
}

export async function getCategoryPosts(c: Context<AppEnv>) {
  const { id } = parseInput(idParam, c.req.param(), 'Categoria no encontrada.');
  const page = parseInput(categoryPostsQuery, c.req.query());
  const category = await findCategory(c.var.db, id);
  if (!category) throw new HttpError(Status.NOT_FOUND, 'Categoria no encontrada.');
  return c.json(await listPublishedPostsOfCategory(c.var.db, id, page));
}
