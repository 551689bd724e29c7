import { BrandProvider, LinkProvider, localStorageAdapter, ThemeProvider, ToastProvider } from '@pupitre/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { pupitreBrand } from './brand/pupitre-brand';
import { RouterLink } from './layout/RouterLink';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session/SessionProvider';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider storage={localStorageAdapter}>
        <BrandProvider brand={pupitreBrand}>
          <LinkProvider component={RouterLink}>
            <ToastProvider>
              <SessionProvider>
                <App />
              </SessionProvider>
            </ToastProvider>
          </LinkProvider>
        </BrandProvider>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
