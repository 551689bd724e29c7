import { postInputSchema } from '@pupitre/data';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireSuperuser, requireUser } from '../../auth/session.middleware';
import { HttpError, Status } from '../../http/errors';
import { readJson } from '../../http/json-body';
import { idParam, parseInput } from '../../http/validate';
import { findUserById } from '../auth/auth.queries';
import {
  countPostsPerCategory,
  findPost,
  listAllPosts,
  listPostsByAuthor,
  listPublishedPosts,
  listPublishedPostsOfCategories,
  searchPublishedPosts,
} from './publicaciones.queries';
import { listQuery, pageQuery, searchQuery, tagsQuery } from './publicaciones.routes';
import { createPost, deletePost, postWriteMessages, updatePost } from './publicaciones.writes';

const INVALID_ID = 'ID de publicación no válido';

export async function listPosts(c: Context<AppEnv>) {
  const query = parseInput(listQuery, c.req.query());
  // Drafts are never listed here: only superusers see them, through /publicaciones/all.
  if (query.estado === 'borrador') return c.json([]);
  return c.json(await listPublishedPosts(c.var.db, query));
}

export async function listEveryPost(c: Context<AppEnv>) {
  requireSuperuser(c);
  return c.json(await listAllPosts(c.var.db, parseInput(pageQuery(200), c.req.query())));
}

export async function latestPosts(c: Context<AppEnv>) {
  return c.json(await listPublishedPosts(c.var.db, parseInput(pageQuery(10), c.req.query())));
}

export async function searchPosts(c: Context<AppEnv>) {
  const { term, ...page } = parseInput(searchQuery, c.req.query());
  return c.json(await searchPublishedPosts(c.var.db, term, page));
}

export async function searchByTags(c: Context<AppEnv>) {
  const { categorias, ...page } = parseInput(tagsQuery, c.req.query());
  return c.json(await listPublishedPostsOfCategories(c.var.db, categorias, page));
}

export async function myPosts(c: Context<AppEnv>) {
  const user = requireUser(c);
  return c.json(await listPostsByAuthor(c.var.db, user.id, parseInput(pageQuery(20), c.req.query())));
}

export async function postCountsPerCategory(c: Context<AppEnv>) {
  requireSuperuser(c);
  return c.json(await countPostsPerCategory(c.var.db));
}

export async function getPost(c: Context<AppEnv>) {
  const { id } = parseInput(idParam, c.req.param(), INVALID_ID);
  const post = await findPost(c.var.db, id, c.var.user?.isSuperuser === true);
  if (!post) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  return c.json(post);
}

export async function create(c: Context<AppEnv>) {
  const session = requireSuperuser(c);
  const input = parseInput(postInputSchema, await readJson(c));
  const author = await findUserById(c.var.db, session.id);
  const name = author ? `${author.firstName} ${author.lastName}`.trim() : session.username;
  const id = await createPost(c.var.db, input, { id: session.id, name });
  const post = await findPost(c.var.db, id, true);
  return c.json({ ...post, id, detail: '¡Post publicado correctamente!' }, Status.CREATED);
}

export async function update(c: Context<AppEnv>) {
  requireSuperuser(c);
  const { id } = parseInput(idParam, c.req.param(), INVALID_ID);
  const input = parseInput(postInputSchema, await readJson(c));
  await updatePost(c.var.db, id, input);
  const post = await findPost(c.var.db, id, true);
  return c.json({ ...post, id, detail: '¡Post actualizado correctamente!' });
}

export async function remove(c: Context<AppEnv>) {
  requireSuperuser(c);
  const { id } = parseInput(idParam, c.req.param(), INVALID_ID);
  await deletePost(c.var.db, id);
  return c.json({ detail: postWriteMessages.deleted });
}
