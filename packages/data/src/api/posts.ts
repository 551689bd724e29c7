import { z } from 'zod';
import { normalisePost, type Post } from '../normalise/post';
import type { ApiClient } from './client';

const looseList = z.array(z.unknown());

export interface PostListQuery {
  limite?: number;
  offset?: number;
  estado?: 'publicado' | 'borrador';
}

export async function fetchPosts(client: ApiClient, query: PostListQuery = {}): Promise<Post[]> {
  const list = await client.request('get', '/publicaciones', looseList, undefined, {
    params: { limite: query.limite, offset: query.offset, estado: query.estado },
    errorMessage: 'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo más tarde.',
  });
  return list.map(normalisePost);
}

export async function fetchPost(client: ApiClient, id: number): Promise<Post> {
  const raw = await client.request('get', `/publicaciones/${id}`, z.unknown(), undefined, {
    errorMessage: 'Error al obtener la publicación',
  });
  return normalisePost(raw);
}
