/**
 * Posts per child sitemap. The protocol allows 50,000 URLs a file; 10,000 keeps each file quick to
 * build and to fetch (decision 14). The index publicaciones_sitemap_idx (migration 0012) is built on
 * this number: changing it needs a migration that rebuilds that index.
 */
export const POSTS_PER_SITEMAP = 10_000;

// The largest id a serial column gives: a bucket past it holds no post, and its bounds would not fit
// the column's type in a query.
const LARGEST_POST_ID = 2 ** 31 - 1;

/**
 * The posts of child sitemap `number` (from 1): those whose id is in (`afterId`, `lastId`]. A post keeps
 * its file for life, so a new post changes only the last file and an edit only its own.
 */
export interface PostBucket {
  number: number;
  afterId: number;
  lastId: number;
}

/** The bucket of that number, or undefined when no post can be in it. */
export function postBucket(number: number): PostBucket | undefined {
  if (!Number.isSafeInteger(number) || number < 1) return undefined;
  const afterId = (number - 1) * POSTS_PER_SITEMAP;
  if (afterId >= LARGEST_POST_ID) return undefined;
  return { number, afterId, lastId: Math.min(afterId + POSTS_PER_SITEMAP, LARGEST_POST_ID) };
}
