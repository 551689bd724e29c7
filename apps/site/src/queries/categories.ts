import type { ApiClient } from '@pupitre/data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCategories } from './api-calls';
import { useApiClient } from './api-client-context';

/** The categories are read as one list and never invalidated, so its options carry its key. */
export const categoryQueries = {
  /** The categories change rarely: five minutes fresh, and not refetched on every page. */
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: ['categorias', 'lista'] as const,
      queryFn: () => fetchCategories(client),
      staleTime: 5 * 60_000,
      refetchOnMount: true,
    }),
};

export function useCategories() {
  return useQuery(categoryQueries.list(useApiClient()));
}
