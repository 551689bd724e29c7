import { z } from 'zod';
import { type Category, normaliseCategory } from '../normalise/category';
import type { Post } from '../normalise/post';
import { categoryWireSchema } from '../schemas/category';
import type { ApiClient } from './client';
import { requestPostList } from './post-list';
import type { PageQuery } from './posts';

const categoryListSchema = z.array(categoryWireSchema);

export async function fetchCategories(client: ApiClient): Promise<Category[]> {
  const list = await client.request('get', '/categorias', categoryListSchema, undefined, {
    errorMessage: 'Error al obtener categorías',
  });
  return list.map(normaliseCategory);
}

export function fetchCategoryPosts(client: ApiClient, id: number, page: PageQuery = {}): Promise<Post[]> {
  return requestPostList(client, `/categorias/${id}/publicaciones`, {
    params: { limite: page.limite, offset: page.offset },
    errorMessage: 'Error al obtener publicaciones de la categoría',
  });
}
