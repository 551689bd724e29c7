import { foldText } from '../format/fold';
import type { Post } from '../normalise/post';
import { stripHtml } from '../normalise/summary';

/** Local search on title, content and summary (accent- and case-insensitive): the server search's fallback. */
export function filterPostsLocally(posts: readonly Post[], term: string): Post[] {
  const words = foldText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...posts];
  return posts.filter((post) => {
    const haystack = foldText(`${post.titulo} ${post.resumen} ${stripHtml(post.contenido)}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Category-detail search: the server's full-text search narrowed to this category; if the server
 * search fails, the category's loaded posts filtered locally (reading-area §7).
 */
export async function searchInCategory(
  search: (term: string) => Promise<Post[]>,
  categoryId: number,
  term: string,
  categoryPosts: readonly Post[],
): Promise<Post[]> {
  try {
    const found = await search(term);
    return found.filter((post) => post.categorias.some((category) => category.id === categoryId));
  } catch {
    return filterPostsLocally(categoryPosts, term);
  }
}
