import { z } from 'zod';
import type { PostsPerCategory } from '../listing/category-counts';
import { normalisePost, type Post } from '../normalise/post';
import { detailSchema } from '../schemas/detail';
import { postWireSchema } from '../schemas/post';
import type { PostInput } from '../schemas/post-input';
import { categoryCountSchema } from '../schemas/post-input';
import { AUTOSAVE_ORIGIN } from '../schemas/post-revision';
import { postSavedSchema } from '../schemas/post-saved';
import type { ApiClient } from './client';
import { requestPostList } from './post-list';

export const POSTS_LOAD_ERROR =
  'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo más tarde.';

export interface PostListQuery {
  limite?: number;
  offset?: number;
  estado?: 'publicado' | 'borrador';
}

export interface PageQuery {
  limite?: number;
  offset?: number;
}

const pageParams = (page: PageQuery) => ({ limite: page.limite, offset: page.offset });

export function fetchPosts(client: ApiClient, query: PostListQuery = {}): Promise<Post[]> {
  return requestPostList(client, '/publicaciones', {
    params: { ...pageParams(query), estado: query.estado },
    errorMessage: POSTS_LOAD_ERROR,
  });
}

/** accounts-admin §9: the admin panel loads up to 200 posts, from the start. */
export const ADMIN_PAGE = { limite: 200, offset: 0 } as const;

export const POST_DELETE_ERROR = 'Error al eliminar la publicacion';

/** Superusers only: drafts included. */
export function fetchAllPosts(client: ApiClient, page: PageQuery = {}): Promise<Post[]> {
  return requestPostList(client, '/publicaciones/all', {
    params: pageParams(page),
    errorMessage: POSTS_LOAD_ERROR,
  });
}

export function fetchLatestPosts(client: ApiClient, limite?: number): Promise<Post[]> {
  return requestPostList(client, '/publicaciones/latest', {
    params: { limite },
    errorMessage: POSTS_LOAD_ERROR,
  });
}

export async function fetchPost(client: ApiClient, id: number): Promise<Post> {
  const wire = await client.request('get', `/publicaciones/${id}`, postWireSchema, undefined, {
    errorMessage: 'Error al obtener la publicación',
  });
  return normalisePost(wire);
}

export function searchPosts(client: ApiClient, term: string, page: PageQuery = {}): Promise<Post[]> {
  return requestPostList(client, '/publicaciones/search', {
    params: { term, ...pageParams(page) },
    errorMessage: (status) => `Error en la búsqueda: ${status}`,
  });
}

/** Posts in any of the given categories; on failure the spec answers an empty list. */
export async function searchPostsByTags(
  client: ApiClient,
  categoryIds: number[],
  page: PageQuery = {},
): Promise<Post[]> {
  try {
    return await requestPostList(client, '/publicaciones/search/tags', {
      params: { categorias: categoryIds.join(','), ...pageParams(page) },
      errorMessage: (status) => `Error en la búsqueda por etiquetas: ${status}`,
    });
  } catch {
    return [];
  }
}

/** The signed-in user's published posts (profile; pages of 20). */
export function fetchMyPosts(client: ApiClient, page: PageQuery = {}): Promise<Post[]> {
  return requestPostList(client, '/publicaciones/mias', {
    params: pageParams(page),
    errorMessage: POSTS_LOAD_ERROR,
  });
}

/** Superusers only: posts per category, drafts included, each in its first category (the admin panel’s chart). */
export async function fetchCategoryCounts(client: ApiClient): Promise<PostsPerCategory[]> {
  const rows = await client.request(
    'get',
    '/publicaciones/estadisticas/categorias',
    z.array(categoryCountSchema),
    undefined,
    { errorMessage: 'Error al obtener las estadísticas' },
  );
  return rows.map((row) => ({ id: row.ID_categoria, name: row.Nombre_categoria, count: row.total }));
}

/** Superusers only: removes the post and its comments. */
export async function deletePost(client: ApiClient, id: number): Promise<void> {
  await client.request('delete', `/publicaciones/${id}`, detailSchema, undefined, {
    errorMessage: POST_DELETE_ERROR,
  });
}

/** Superusers only: publishes a post or keeps it as a draft (`estado`); answers the saved post. */
export async function createPost(client: ApiClient, input: PostInput): Promise<Post> {
  const saved = await client.request('post', '/publicaciones', postSavedSchema, input, {
    errorMessage: 'Error al publicar',
  });
  return normalisePost(saved);
}

export interface UpdatePostOptions {
  /** Sent by the editor's autosave: the server keeps one revision per ten minutes of autosaves. */
  autosave?: boolean;
}

/** Superusers only: rewrites a post in place (same id, comments kept). */
export async function updatePost(
  client: ApiClient,
  id: number,
  input: PostInput,
  options: UpdatePostOptions = {},
): Promise<Post> {
  const saved = await client.request('put', `/publicaciones/${id}`, postSavedSchema, input, {
    ...(options.autosave && { params: { origen: AUTOSAVE_ORIGIN } }),
    errorMessage: 'Error al actualizar',
  });
  return normalisePost(saved);
}
