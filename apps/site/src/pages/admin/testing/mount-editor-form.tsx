import type { ApiClient, PostVersion } from '@pupitre/data';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { AppProviders } from '../../../AppProviders';
import { createQueryClient } from '../../../query-client';
import { PostEditorForm } from '../editor/PostEditorForm';

let root: Root | undefined;

/** Renders the post editor on the given client, in a fresh query cache: a new post without `version`. */
export function mountEditorForm(client: ApiClient, version?: PostVersion) {
  window.history.replaceState(null, '', version ? `/admin/post/edit/${version.post.id}` : '/admin/post/new');
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() =>
    root?.render(
      <AppProviders queryClient={createQueryClient()} apiClient={client}>
        <PostEditorForm version={version} onCreated={() => {}} />
      </AppProviders>,
    ),
  );
}

/** For afterEach: the editor unmounted, the page emptied and this browser's copies gone. */
export function unmountEditorForm() {
  flushSync(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
}
