import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { navigate } from 'wouter/use-browser-location';
import { PageHydratedMark } from '../hydration/page-hydrated';
import { createQueryClient } from '../query-client';
import { AssistantWhenIdle } from './AssistantWhenIdle';

let root: Root | undefined;

function mount(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <PageHydratedMark />
        <AssistantWhenIdle />
      </QueryClientProvider>,
    ),
  );
}

/** Past the moment the assistant would appear: the page is live and the browser has been idle. */
async function pastIdle() {
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const bubble = () => page.getByRole('button', { name: 'Abrir asistente' });

describe('the assistant', () => {
  // Its code is fetched up front, so a bubble that should not be there has all the time it needs to show.
  beforeAll(() => import('./SiteAssistant'));
  afterEach(() => {
    flushSync(() => root?.unmount());
    sessionStorage.clear();
  });

  it('given a reading page › appears once the browser is idle', async () => {
    mount('/blog');
    await expect.element(bubble()).toBeVisible();
  });

  describe('given an admin screen', () => {
    it('never appears, and appears once the author goes back to the blog', async () => {
      mount('/admin/post/new');
      await pastIdle();
      expect(bubble().query()).toBeNull();
      navigate('/blog');
      await expect.element(bubble()).toBeVisible();
    });

    it('goes away when the author opens the panel from a reading page', async () => {
      mount('/blog');
      await expect.element(bubble()).toBeVisible();
      navigate('/admin/panel');
      await expect.element(bubble()).not.toBeInTheDocument();
    });
  });
});
