import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { browserCoverStore } from '../../../editor/drafts/cover-store';
import { asideKeyPrefix, localDraftKey } from '../../../editor/drafts/draft-keys';
import { type LocalDraft, readLocalDraft, saveLocalDraft } from '../../../editor/drafts/local-draft';
import { thisTab } from '../../../editor/drafts/tab-identity';
import { webTabLocks } from '../../../editor/drafts/tab-locks';
import { fakeClient } from '../../../queries/testing/fake-client';
import { mountEditorForm, unmountEditorForm } from '../testing/mount-editor-form';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const run = Math.random().toString(36).slice(2);
const written = (title: string, savedAt = '2024-05-01T10:00:00.000Z'): LocalDraft => ({
  savedAt,
  title,
  category: '',
  summary: '',
  html: `<p>${title}</p>`,
  mode: 'simple',
  coverImage: null,
});
const ownKey = () => localDraftKey(undefined, thisTab().id());
const title = () => page.getByLabelText('Titulo del post');
const offerText = /Hay una copia sin guardar de esta publicación/;
const asideCopies = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(asideKeyPrefix('nuevo', thisTab().id())))
    .map((key) => readLocalDraft(localStorage, key)?.title);

afterEach(unmountEditorForm);

const mount = () => mountEditorForm(fakeClient({}));

describe('the restore offer of a new post', () => {
  it('given two tabs writing new posts, one crashed › offers the crashed one’s text, never the live one’s', async () => {
    const [crashed, live] = [`a-${run}`, `b-${run}`];
    expect(await webTabLocks(navigator.locks).hold(live)).toBe(true);
    saveLocalDraft(localStorage, localDraftKey(undefined, crashed), written('Artículo de la pestaña A'));
    saveLocalDraft(
      localStorage,
      localDraftKey(undefined, live),
      written('Artículo de la pestaña B', '2024-05-01T11:00:00.000Z'),
    );
    mount();
    await expect.element(page.getByText(offerText).last()).toBeVisible();
    await page.getByRole('button', { name: 'Recuperar copia' }).click();
    await expect.element(title()).toHaveValue('Artículo de la pestaña A');
    expect(readLocalDraft(localStorage, localDraftKey(undefined, live))?.title).toBe(
      'Artículo de la pestaña B',
    );
  });

  it('given an offer the author ignores › writing meanwhile never touches it, and Recuperar still brings it back', async () => {
    saveLocalDraft(localStorage, ownKey(), written('Lo que se escribió antes'));
    mount();
    await expect.element(page.getByText(offerText).last()).toBeVisible();
    await userEvent.fill(title(), 'Otra cosa');
    await expect.element(page.getByText(/Copia guardada en este navegador/)).toBeVisible();
    expect(readLocalDraft(localStorage, ownKey())?.title).toBe('Otra cosa');
    expect(asideCopies()).toEqual(['Lo que se escribió antes']);
    await page.getByRole('button', { name: 'Recuperar copia' }).click();
    await expect.element(title()).toHaveValue('Lo que se escribió antes');
    expect(asideCopies()).toEqual([]);
  });

  it('brings the cover back from IndexedDB', async () => {
    const id = `portada-${run}`;
    await browserCoverStore().put(id, PNG);
    const { coverImage: _, ...words } = written('Con portada');
    saveLocalDraft(localStorage, ownKey(), { ...words, coverCopy: id });
    expect(localStorage.getItem(ownKey())).not.toContain('base64');
    mount();
    await page.getByRole('button', { name: 'Recuperar copia' }).click();
    await expect.element(title()).toHaveValue('Con portada');
    await expect.poll(() => document.querySelector(`img[src="${PNG}"]`)).not.toBeNull();
  });

  it('is announced: a live region in the page, empty, before its text; after Descartar focus goes to the title', async () => {
    saveLocalDraft(localStorage, ownKey(), written('Para descartar'));
    const arrivedEmpty: boolean[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof Element && node.matches('[role="status"][aria-live="polite"]'))
          arrivedEmpty.push(node.textContent === '');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    mount();
    const offer = page.getByRole('status').filter({ hasText: offerText });
    await expect.element(offer).toBeVisible();
    observer.disconnect();
    expect(offer.element().getAttribute('aria-live')).toBe('polite');
    expect(arrivedEmpty).toEqual([true]);
    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect.element(page.getByText(offerText)).not.toBeInTheDocument();
    expect(document.activeElement).toBe(title().element());
    expect(asideCopies()).toEqual([]);
  });

  it('after Recuperar focus goes to the title, not to the page', async () => {
    saveLocalDraft(localStorage, ownKey(), written('Para recuperar'));
    mount();
    await page.getByRole('button', { name: 'Recuperar copia' }).click();
    await expect.element(title()).toHaveValue('Para recuperar');
    expect(document.activeElement).toBe(title().element());
  });
});
