import type { Post, PostsPerCategory } from '@pupitre/data';
import type { CategoryCounts } from '../../queries/admin-posts';
import { countDrafts } from './admin-filters';

/** What the panel needs of a query: whether it is loading or failed, and what it holds. */
interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/** The top of the admin panel: skeletons, nothing at all, or the figures. */
export type AdminOverviewState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; total: number; drafts: number; counts: PostsPerCategory[] };

/**
 * The card's total is the sum of the chart's counts, which count every post once (in its first category,
 * drafts included): the figure beside the ring is always the one in its centre. While the panel loads, or
 * when its load failed, there is no figure: a 0 would say the site has no posts.
 */
export function adminOverview(
  posts: QueryState<readonly Post[]>,
  counts: QueryState<CategoryCounts>,
): AdminOverviewState {
  if (posts.isError || counts.isError) return { kind: 'failed' };
  if (posts.isPending || counts.isPending || !posts.data || !counts.data) return { kind: 'loading' };
  const total = counts.data.counts.reduce((sum, category) => sum + category.count, 0);
  return { kind: 'ready', total, drafts: countDrafts(posts.data), counts: counts.data.counts };
}
