import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { POSTED_FORM_KEY } from './posted-form';
import { forgetServerQueries } from './server-queries';

/** After the first navigation, the server's data counts as any other: pages refetch as they mount. */
export function useServerQueriesUntilNavigation() {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const first = useRef(location);
  useEffect(() => {
    if (location === first.current) return;
    forgetServerQueries(queryClient);
    queryClient.removeQueries({ queryKey: POSTED_FORM_KEY });
  }, [location, queryClient]);
}
