import type { ApiClient } from '@pupitre/data';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchSiteContact } from './api-calls';
import { useApiClient } from './api-client-context';

export const siteContactQueries = {
  /** GET /api/contacto: configuration, the same until the server restarts. */
  address: (client: ApiClient) =>
    queryOptions({
      queryKey: ['contacto', 'correo'] as const,
      queryFn: () => fetchSiteContact(client),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** The address readers write to (SITE_EMAIL), or null when the server has none to show. */
export function useSiteEmail(): string | null {
  return useSuspenseQuery(siteContactQueries.address(useApiClient())).data;
}
