import type { PostGridStatus } from '@pupitre/ui';

/** What a post listing shows, from the query that loads it and how many posts it would show. */
export function listingStatus(
  query: { isPending: boolean; isError: boolean },
  count: number,
): PostGridStatus {
  if (query.isPending) return 'loading';
  if (query.isError) return 'error';
  return count === 0 ? 'empty' : 'ready';
}
