import type { DehydratedState, Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Queries the server rendered the page with count as fresh until the reader navigates: hydrating them
 * must not fetch them again. After the first navigation every page refetches as it mounts, as before.
 */
const fromServer = new Set<string>();
/** Answers the server rendered as errors (a post not found): shown as such, not retried at once. */
const failedOnServer: QueryKey[] = [];

export function rememberServerQueries(queryClient: QueryClient, state: DehydratedState) {
  for (const query of state.queries) {
    fromServer.add(query.queryHash);
    if (query.state.status === 'error') {
      failedOnServer.push(query.queryKey);
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}

export function forgetServerQueries(queryClient: QueryClient) {
  fromServer.clear();
  for (const key of failedOnServer.splice(0)) queryClient.setQueryDefaults(key, { retryOnMount: true });
}

const isFromServer = (query: Query) => fromServer.has(query.queryHash) && !query.state.isInvalidated;

/** `refetchOnMount` of the site's queries. */
export const refetchOnMount = (query: Query) => (isFromServer(query) ? false : 'always');

/** `staleTime` of the site's queries: a query enabled later (after the session loads) keeps its data. */
export const staleTime = (query: Query) => (isFromServer(query) ? Number.POSITIVE_INFINITY : 0);
