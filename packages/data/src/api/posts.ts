import { z } from 'zod';
import { normalisePost, type Post } from '../normalise/post';
import { categoryCountSchema } from '../schemas/post-input';
import type { ApiClient } from './client';

const looseList = z.array(z.unknown());

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

export async function fetchPosts(client: ApiClient, query: PostListQuery = {}): Promise<Post[]> {
  const list = await client.request('get', '/publicaciones', looseList, undefined, {
    params: { limite: query.limite, offset: query.offset, estado: query.estado },
    errorMessage: POSTS_LOAD_ERROR,
  });
  return list.map(normalisePost);
}

/** Superusers only: drafts included. */
export async function fetchAllPosts(client: ApiClient, page: PageQuery = {}): Promise<Post[]> {
  const list = await client.request('get', '/publicaciones/all', looseList, undefined, {
    params: { limite: page.limite, offset: page.offset },
    errorMessage: POSTS_LOAD_ERROR,
  });
  return list.map(normalisePost);
}

export async function fetchLatestPosts(client: ApiClient, limite?: number): Promise<Post[]> {
  const list = await client.request('get', '/publicaciones/latest', looseList, undefined, {
    params: { limite },
    errorMessage: POSTS_LOAD_ERROR,
  });
  return list.map(normalisePost);
}

export async function fetchPost(client: ApiClient, id: number): Promise<Post> {
  const raw = await client.request('get', `/publicaciones/${id}`, z.unknown(), undefined, {
    errorMessage: 'Error al obtener la publicación',
  });
  return normalisePost(raw);
}

export async function searchPosts(client: ApiClient, term: string, page: PageQuery = {}): Promise<Post[]> {
  const list = await client.request('get', '/publicaciones/search', looseList, undefined, {
    params: { term, limite: page.limite, offset: page.offset },
    errorMessage: (status) => `Error en la búsqueda: ${status}`,
  });
  return list.map(normalisePost);
}

/** Posts in any of the given categories; on failure the spec answers an empty list. */
export async function searchPostsByTags(
  client: ApiClient,
  categoryIds: number[],
  page: PageQuery = {},
): Promise<Post[]> {
  try {
    const list = await client.request('get', '/publicaciones/search/tags', looseList, undefined, {
      params: { categorias: categoryIds.join(','), limite: page.limite, offset: page.offset },
      errorMessage: (status) => `Error en la búsqueda por etiquetas: ${status}`,
    });
    return list.map(normalisePost);
  } catch {
    return [];
  }
}

/** The signed-in user's published posts (profile; pages of 20). */
export async function fetchMyPosts(client: ApiClient, page: PageQuery = {}): Promise<Post[]> {
  const list = await client.request('get', '/publicaciones/mias', looseList, undefined, {
    params: { limite: page.limite, offset: page.offset },
    errorMessage: POSTS_LOAD_ERROR,
  });
  return list.map(normalisePost);
}

export async function fetchCategoryCounts(client: ApiClient) {
  return client.request(
    'get',
    '/publicaciones/estadisticas/categorias',
    z.array(categoryCountSchema),
    undefined,
    {
      errorMessage: 'Error al obtener las estadísticas',
    },
  );
}
