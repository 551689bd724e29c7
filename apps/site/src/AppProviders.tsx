import './global-styles';
import type { ApiClient } from '@pupitre/data';
import {
  BrandProvider,
  CategoryTonesProvider,
  LinkProvider,
  localStorageAdapter,
  ThemeProvider,
  ToastProvider,
} from '@pupitre/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { pupitreCategoryTones } from './brand/category-tones';
import { pupitreBrand } from './brand/pupitre-brand';
import { RouterLink } from './layout/RouterLink';
import { ApiClientProvider } from './queries/api-client-context';
import { SessionProvider } from './session/SessionProvider';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** On the server: the path and query being rendered. The browser reads its own location. */
  ssrPath?: string;
  /** On the server: a client that answers inside the server's process. The browser's by default. */
  apiClient?: ApiClient;
  children: ReactNode;
}

/** Everything around the pages, the same on the server and in the browser so hydration matches. */
export function AppProviders({ queryClient, ssrPath, apiClient, children }: AppProvidersProps) {
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath}>
        <ThemeProvider storage={localStorageAdapter}>
          <BrandProvider brand={pupitreBrand}>
            <CategoryTonesProvider tones={pupitreCategoryTones}>
              <LinkProvider component={RouterLink}>
                <ToastProvider>
                  <SessionProvider>{children}</SessionProvider>
                </ToastProvider>
              </LinkProvider>
            </CategoryTonesProvider>
          </BrandProvider>
        </ThemeProvider>
      </Router>
    </QueryClientProvider>
  );
  return apiClient ? <ApiClientProvider client={apiClient}>{tree}</ApiClientProvider> : tree;
}
