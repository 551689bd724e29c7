import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { listPublishedPostsOfCategory } from '../publicaciones/publicaciones.queries';
import { findCategory, listCategories } from './categorias.queries';
import type * as routes from './categorias.routes';
import { CATEGORY_NOT_FOUND } from './categorias.routes';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  return c.json(await listCategories(c.var.db), Status.OK);
};

export const posts: AppRouteHandler<typeof routes.posts> = async (c) => {
  const { id } = c.req.valid('param');
  if (!(await findCategory(c.var.db, id))) throw new HttpError(Status.NOT_FOUND, CATEGORY_NOT_FOUND);
  return c.json(await listPublishedPostsOfCategory(c.var, id, c.req.valid('query')), Status.OK);
};
