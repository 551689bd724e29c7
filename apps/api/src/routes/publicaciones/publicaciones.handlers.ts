import { requireUser } from '../../auth/session.middleware';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import {
  countPostsPerCategory,
  findPost,
  listAllPosts,
  listPostsByAuthor,
  listPublishedPosts,
  listPublishedPostsOfCategories,
  searchPublishedPosts,
} from './publicaciones.queries';
import type * as routes from './publicaciones.routes';
import { postWriteMessages } from './publicaciones.writes';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { estado, ...page } = c.req.valid('query');
  // Drafts are never listed here: only superusers see them, through /publicaciones/all.
  if (estado === 'borrador') return c.json([], Status.OK);
  return c.json(await listPublishedPosts(c.var, page), Status.OK);
};

export const all: AppRouteHandler<typeof routes.all> = async (c) => {
  return c.json(await listAllPosts(c.var, c.req.valid('query')), Status.OK);
};

export const latest: AppRouteHandler<typeof routes.latest> = async (c) => {
  return c.json(await listPublishedPosts(c.var, c.req.valid('query')), Status.OK);
};

export const search: AppRouteHandler<typeof routes.search> = async (c) => {
  const { term, ...page } = c.req.valid('query');
  return c.json(await searchPublishedPosts(c.var, term, page), Status.OK);
};

export const byTags: AppRouteHandler<typeof routes.byTags> = async (c) => {
  const { categorias, ...page } = c.req.valid('query');
  return c.json(await listPublishedPostsOfCategories(c.var, categorias, page), Status.OK);
};

export const mine: AppRouteHandler<typeof routes.mine> = async (c) => {
  const user = requireUser(c);
  return c.json(await listPostsByAuthor(c.var, user.id, c.req.valid('query')), Status.OK);
};

export const countsPerCategory: AppRouteHandler<typeof routes.countsPerCategory> = async (c) => {
  return c.json(await countPostsPerCategory(c.var.db), Status.OK);
};

export const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const { id } = c.req.valid('param');
  const post = await findPost(c.var, id, c.var.user?.isSuperuser === true);
  if (!post) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  return c.json(post, Status.OK);
};
