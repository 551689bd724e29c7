import { CacheTag, cacheAs, categoryListTags } from '../../cache/cache-tags';
import { HttpError, Status } from '../../http/errors';
import { encodeCursor } from '../../http/keyset-cursor';
import { setNextPageHeaders } from '../../http/next-page-headers';
import type { AppRouteHandler } from '../../http/router';
import { pagePublishedPostsOfCategories } from '../publicaciones/publicaciones.queries';
import { findCategory, listCategories } from './categorias.queries';
import type * as routes from './categorias.routes';
import { CATEGORY_NOT_FOUND } from './categorias.routes';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  cacheAs(c, [CacheTag.categories]);
  return c.json(await listCategories(c.var.db), Status.OK);
};

export const posts: AppRouteHandler<typeof routes.posts> = async (c) => {
  const { id } = c.req.valid('param');
  if (!(await findCategory(c.var.db, id))) throw new HttpError(Status.NOT_FOUND, CATEGORY_NOT_FOUND);
  const page = c.req.valid('query');
  const { posts, next } = await pagePublishedPostsOfCategories(c.var, [id], page);
  setNextPageHeaders(c, next && encodeCursor(next), { limite: String(page.limite) });
  // The category's own tag too: its posts' page answers 404 once it is gone.
  cacheAs(c, [...categoryListTags([id], posts), CacheTag.category(id)]);
  return c.json(posts, Status.OK);
};
