import { fetchCategories, fetchCategoryPosts } from '../api/categories';
import type { ApiClient } from '../api/client';
import { fetchAllPosts, fetchLatestPosts, fetchPosts } from '../api/posts';
import type { Category } from '../normalise/category';
import type { Post } from '../normalise/post';

/** The calls the listing strategy is built from; the API client provides them in the app. */
export interface ListingSource {
  categories(): Promise<Category[]>;
  categoryPosts(categoryId: number, limit: number): Promise<Post[]>;
  published(limit: number): Promise<Post[]>;
  latest(limit: number): Promise<Post[]>;
  all(limit: number): Promise<Post[]>;
}

export function apiListingSource(client: ApiClient): ListingSource {
  return {
    categories: () => fetchCategories(client),
    categoryPosts: (categoryId, limit) => fetchCategoryPosts(client, categoryId, { limite: limit }),
    published: (limit) => fetchPosts(client, { limite: limit, estado: 'publicado' }),
    latest: (limit) => fetchLatestPosts(client, limit),
    all: (limit) => fetchAllPosts(client, { limite: limit }),
  };
}
