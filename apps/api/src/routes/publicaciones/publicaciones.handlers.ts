import { requireUser } from '../../auth/session.middleware';
import { CacheTag, cacheAs, categoryListTags, categoryTagsOf, listTags } from '../../cache/cache-tags';
import { HttpError, Status } from '../../http/errors';
import { encodeCursor } from '../../http/keyset-cursor';
import { setNextPageHeaders } from '../../http/next-page-headers';
import type { AppRouteHandler } from '../../http/router';
import { postEtag } from './post-etag';
import {
  countPostsPerCategory,
  findPost,
  listAllPosts,
  listPostsByAuthor,
  pagePublishedPosts,
  pagePublishedPostsOfCategories,
} from './publicaciones.queries';
import type * as routes from './publicaciones.routes';
import { postWriteMessages } from './publicaciones.writes';
import { encodeSearchCursor } from './publicaciones-busqueda.cursor';
import { searchPublishedPosts } from './publicaciones-busqueda.queries';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { estado, ...page } = c.req.valid('query');
  // Drafts are never listed here: only superusers see them, through /publicaciones/all.
  if (estado === 'borrador') return c.json([], Status.OK);
  const { posts, next } = await pagePublishedPosts(c.var, page);
  setNextPageHeaders(c, next && encodeCursor(next), { limite: String(page.limite) });
  cacheAs(c, listTags(posts));
  return c.json(posts, Status.OK);
};

export const all: AppRouteHandler<typeof routes.all> = async (c) => {
  return c.json(await listAllPosts(c.var, c.req.valid('query')), Status.OK);
};

export const latest: AppRouteHandler<typeof routes.latest> = async (c) => {
  const page = c.req.valid('query');
  const { posts, next } = await pagePublishedPosts(c.var, page);
  setNextPageHeaders(c, next && encodeCursor(next), { limite: String(page.limite) });
  cacheAs(c, listTags(posts));
  return c.json(posts, Status.OK);
};

export const search: AppRouteHandler<typeof routes.search> = async (c) => {
  const { term, ...page } = c.req.valid('query');
  const { posts, next } = await searchPublishedPosts(c.var, term, page);
  setNextPageHeaders(c, next && encodeSearchCursor(next), { term, limite: String(page.limite) });
  cacheAs(c, listTags(posts));
  return c.json(posts, Status.OK);
};

export const byTags: AppRouteHandler<typeof routes.byTags> = async (c) => {
  const { categorias, ...page } = c.req.valid('query');
  const { posts, next } = await pagePublishedPostsOfCategories(c.var, categorias, page);
  setNextPageHeaders(c, next && encodeCursor(next), {
    categorias: categorias.join(','),
    limite: String(page.limite),
  });
  cacheAs(c, categoryListTags(categorias, posts));
  return c.json(posts, Status.OK);
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
  // A draft reaches superusers only, who send a token and so never meet the cache: never kept either way.
  if (post.estado === 'publicado')
    cacheAs(c, [CacheTag.post(post.ID_publicaciones), ...categoryTagsOf([post])]);
  const answer = c.json(post, Status.OK);
  // Strong, unlike other reads' tags: the editor sends it back as If-Match with its next save.
  answer.headers.set('ETag', postEtag(post));
  return answer;
};
