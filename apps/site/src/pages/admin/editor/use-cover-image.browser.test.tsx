import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { CoverStore } from '../../../editor/drafts/cover-store';
import { inMemoryCoverStore } from '../../../editor/drafts/testing-storages';
import { COVER_NOT_KEPT, type CoverImage, useCoverImage } from './use-cover-image';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let root: Root | undefined;
let cover: CoverImage | undefined;
afterEach(() => {
  flushSync(() => root?.unmount());
  document.body.innerHTML = '';
});

function Probe({ store }: { store: CoverStore }) {
  cover = useCoverImage(null, () => {}, store);
  return <p>{cover.status.kind === 'error' ? cover.status.message : cover.copyStatus}</p>;
}

function mount(store: CoverStore) {
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() => root?.render(<Probe store={store} />));
}

describe('useCoverImage › the recovery copy', () => {
  it('holds a new cover as the id of its IndexedDB record, written once per change', async () => {
    const store = inMemoryCoverStore();
    mount(store);
    flushSync(() => cover?.set(PNG));
    await expect.element(page.getByText('kept')).toBeVisible();
    const id = cover?.inCopy.coverCopy ?? '';
    expect(cover?.inCopy).toEqual({ coverCopy: id });
    expect([...store.covers]).toEqual([[id, PNG]]);
    flushSync(() => cover?.set('/api/imagenes/3'));
    expect(cover?.inCopy).toEqual({ coverImage: '/api/imagenes/3' });
    await expect.poll(() => store.covers.size).toBe(0);
  });

  it('given IndexedDB refuses › says so in Spanish, and the copy does not pretend to hold it', async () => {
    mount(inMemoryCoverStore({ refuse: true }));
    flushSync(() => cover?.set(PNG));
    await expect.element(page.getByText(COVER_NOT_KEPT)).toBeVisible();
    expect(COVER_NOT_KEPT).toBe(
      'La portada no cabe en la copia de este navegador; guarda el borrador para no perderla.',
    );
    expect(cover?.copyStatus).toBe('not-kept');
    expect(cover?.inCopy).toEqual({});
  });
});
