import type { AdminPostGridStatus } from '@pupitre/ui/fragments';

/** What the panel's list query says: pending, failed (for a page after the first too), what it holds. */
interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
}

/**
 * What the panel's grid shows. A next page that fails keeps the cards already there (the grid says so
 * beside 'Cargar más publicaciones'); any other failure is the grid's error, with 'Reintentar'.
 */
export function adminListStatus(query: ListQueryState, count: number): AdminPostGridStatus {
  if (query.isPending) return 'loading';
  if (query.isError && !query.isFetchNextPageError) return 'error';
  return count === 0 ? 'empty' : 'ready';
}
