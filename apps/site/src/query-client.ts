import { QueryClient } from '@tanstack/react-query';
import { refetchOnMount, staleTime } from './hydration/server-queries';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Fresh data whenever a page mounts again: navigation refetches instead of reloading the page.
        // What the server rendered the page with is the exception until the first navigation.
        staleTime,
        refetchOnMount,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}
