import { z } from 'zod';
import { type Category, normaliseCategory } from '../normalise/category';
import { normalisePost, type Post } from '../normalise/post';
import type { ApiClient } from './client';

const looseList = z.array(z.unknown());

export async function fetchCategories(client: ApiClient): Promise<Category[]> {
  const list = await client.request('get', '/categorias', looseList, undefined, {
    errorMessage: 'Error al obtener categorías',
  });
  return list.map(normaliseCategory);
}

export async function fetchCategoryPosts(
  client: ApiClient,
  id: number,
  page: { limite?: number; offset?: number } = {},
): Promise<Post[]> {
  const list = await client.request('get', `/categorias/${id}/publicaciones`, looseList, undefined, {
    params: { limite: page.limite, offset: page.offset },
    errorMessage: 'Error al obtener publicaciones de la categoría',
  });
  return list.map(normalisePost);
}
