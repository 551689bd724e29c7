import { Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { encodeAdminCursor } from './publicaciones-admin.cursor';
import { countAdminPosts, listAdminPosts, summariseAdminPosts } from './publicaciones-admin.queries';
import type * as routes from './publicaciones-admin.routes';

// Superusers send a token, so these answers never meet the response cache.
export const page: AppRouteHandler<typeof routes.page> = async (c) => {
  const query = c.req.valid('query');
  const [{ posts, next }, total] = await Promise.all([
    listAdminPosts(c.var, query),
    countAdminPosts(c.var.db, query),
  ]);
  return c.json({ publicaciones: posts, total, next: next ? encodeAdminCursor(next) : null }, Status.OK);
};

export const summary: AppRouteHandler<typeof routes.summary> = async (c) => {
  return c.json(await summariseAdminPosts(c.var.db), Status.OK);
};
