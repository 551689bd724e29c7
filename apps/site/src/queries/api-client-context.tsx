import type { ApiClient } from '@pupitre/data';
import { createContext, type ReactNode, useContext } from 'react';
import { apiClient } from '../api-client';

const ApiClientContext = createContext<ApiClient>(apiClient);

/**
 * The client the query hooks call through: the browser's session-aware client unless a provider says
 * otherwise (server rendering passes one with an absolute base URL; tests pass a fake).
 */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
