import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { hydrateServerState } from './hydration/server-state';
import { preloadPageAt } from './initial-page';
import { createQueryClient } from './query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <App />
    </AppProviders>
  </StrictMode>
);

// A reading page comes rendered with the data it was rendered from, and hydrates once its chunk is
// here (see lazy-page); every other page starts empty.
if (hydrateServerState(queryClient)) {
  void preloadPageAt(window.location.pathname).finally(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
