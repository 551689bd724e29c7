import { CATEGORIES } from '../constants/categories';
import type { Post } from '../normalise/post';

/** How many posts one category holds: what the admin panel's chart draws. */
export interface PostsPerCategory {
  id: number;
  name: string;
  count: number;
}

/**
 * The chart's figures worked out from loaded posts, for when the server's counts cannot be read: every
 * category of the built-in list (accounts-admin §3), then any other category the posts name. Like the
 * server, it counts each post once, in its first category, so the counts add up to the posts.
 */
export function countPostsPerCategory(posts: readonly Post[]): PostsPerCategory[] {
  const counts = new Map<number, PostsPerCategory>(
    CATEGORIES.map((category) => [category.id, { id: category.id, name: category.nombre, count: 0 }]),
  );
  for (const post of posts) {
    const [category] = post.categorias;
    if (!category) continue;
    const entry = counts.get(category.id) ?? { id: category.id, name: category.nombre, count: 0 };
    entry.count += 1;
    counts.set(category.id, entry);
  }
  return [...counts.values()].sort((a, b) => a.id - b.id);
}
