import type { AdminPostSummary, PostsPerCategory } from '@pupitre/data';

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
 * The figures are the database's (GET /publicaciones/admin/resumen), never counted from the posts the
 * panel has loaded, which are one page of them. While they load, or when their load failed, there is
 * no figure: a 0 would say the site has no posts.
 */
export function adminOverview(summary: QueryState<AdminPostSummary>): AdminOverviewState {
  if (summary.isError) return { kind: 'failed' };
  if (summary.isPending || !summary.data) return { kind: 'loading' };
  const { total, drafts, categories } = summary.data;
  return { kind: 'ready', total, drafts, counts: categories };
}
