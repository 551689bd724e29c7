import type { ApiClient } from '@pupitre/data';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { AppProviders } from '../../../AppProviders';
import { createQueryClient } from '../../../query-client';
import AdminPanelPage from '../AdminPanelPage';

let root: Root | undefined;

/** Renders /admin/panel on the given client, in a fresh query cache. */
export function mountAdminPanel(client: ApiClient) {
  window.history.replaceState(null, '', '/admin/panel');
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() =>
    root?.render(
      <AppProviders queryClient={createQueryClient()} apiClient={client}>
        <AdminPanelPage />
      </AppProviders>,
    ),
  );
}

/** For afterEach: the panel unmounted and the page emptied. */
export function unmountAdminPanel() {
  flushSync(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
}
