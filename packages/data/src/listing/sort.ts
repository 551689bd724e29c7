import type { Post } from '../normalise/post';

export const postSortOrders = ['reciente', 'antiguo', 'alfabetico'] as const;
export type PostSortOrder = (typeof postSortOrders)[number];

/** What ordering needs: full posts and listed ones both have it. */
type Sortable = Pick<Post, 'id' | 'titulo' | 'fechaCreacion'>;

const time = (post: Sortable) => {
  const value = post.fechaCreacion ? Date.parse(post.fechaCreacion) : Number.NaN;
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
};
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Newest first by Fecha_creacion, oldest first, or by title in Spanish alphabetical order. */
export function sortPosts<T extends Sortable>(posts: readonly T[], order: PostSortOrder): T[] {
  const sorted = [...posts];
  if (order === 'alfabetico')
    return sorted.sort((a, b) => collator.compare(a.titulo, b.titulo) || a.id - b.id);
  const direction = order === 'reciente' ? -1 : 1;
  return sorted.sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (ta === tb) return direction * (a.id - b.id);
    return ta < tb ? -direction : direction;
  });
}

/** Keeps the first of each post id, in order. */
export function uniqueById<T extends Pick<Post, 'id'>>(posts: readonly T[]): T[] {
  const seen = new Set<number>();
  return posts.filter((post) => {
    if (seen.has(post.id)) return false;
    seen.add(post.id);
    return true;
  });
}
