import { afterEach, describe, expect, it } from 'vitest';
import { indexedDbCoverStore } from './cover-store';
import { localDraftKey } from './draft-keys';
import { findOffers } from './find-offers';
import { type LocalDraft, readLocalDraft, saveLocalDraft } from './local-draft';
import { isWorthRestoring, localDraftHasContent } from './restore-draft';
import { webTabLocks } from './tab-locks';

const empty: LocalDraft = {
  savedAt: '2024-05-01T10:00:00.000Z',
  title: '  ',
  category: '1',
  summary: '',
  html: '<p></p>',
  mode: 'simple',
  coverImage: null,
};

describe('localDraftHasContent', () => {
  it('is false for an empty form, whatever its category', () => {
    expect(localDraftHasContent({ ...empty, category: '5' })).toBe(false);
    expect(localDraftHasContent({ ...empty, html: '<p>&nbsp;</p><h2> </h2>' })).toBe(false);
  });

  it('is true with a title, a summary, a body or a cover', () => {
    expect(localDraftHasContent({ ...empty, title: 'Hola' })).toBe(true);
    expect(localDraftHasContent({ ...empty, summary: 'Resumen' })).toBe(true);
    expect(localDraftHasContent({ ...empty, html: '<p>Hola</p>' })).toBe(true);
    expect(localDraftHasContent({ ...empty, html: '<p><img src="/a.png" alt=""></p>' })).toBe(true);
    expect(localDraftHasContent({ ...empty, coverImage: 'data:image/jpeg;base64,AAAA' })).toBe(true);
    expect(localDraftHasContent({ ...empty, coverCopy: 'cover-1' })).toBe(true);
  });
});

describe('isWorthRestoring', () => {
  const written = { ...empty, title: 'Hola' };

  it('given an empty copy › is false', () => {
    expect(isWorthRestoring(empty)).toBe(false);
    expect(isWorthRestoring(empty, '2020-01-01T00:00:00Z')).toBe(false);
  });

  it('given a copy with content and no server version › is true', () => {
    expect(isWorthRestoring(written)).toBe(true);
    expect(isWorthRestoring(written, null)).toBe(true);
  });

  it('given a server version › is true only when the copy is newer', () => {
    expect(isWorthRestoring(written, '2024-05-01T09:59:59Z')).toBe(true);
    expect(isWorthRestoring(written, new Date('2024-05-01T09:00:00Z'))).toBe(true);
    expect(isWorthRestoring(written, '2024-05-01T10:00:00.000Z')).toBe(false);
    expect(isWorthRestoring(written, '2024-05-02T00:00:00Z')).toBe(false);
  });

  it('given a server date that does not parse › leans towards offering the copy', () => {
    expect(isWorthRestoring(written, 'no es una fecha')).toBe(true);
  });
});

// The storage logic against the browser's own Web Locks, localStorage and IndexedDB.
describe('in a browser', () => {
  const run = Math.random().toString(36).slice(2);
  const tabId = (name: string) => `${name}-${run}`;
  const locks = webTabLocks(navigator.locks);
  const covers = indexedDbCoverStore();
  const written = (title: string): LocalDraft => ({ ...empty, title, html: `<p>${title}</p>` });
  afterEach(() => localStorage.clear());

  it('given two new posts in two tabs, one crashed › a new tab offers the crashed one’s text, never the live one’s', async () => {
    const [crashed, live, fresh] = [tabId('a'), tabId('b'), tabId('c')];
    expect(await locks.hold(live)).toBe(true);
    expect(await locks.hold(fresh)).toBe(true);
    saveLocalDraft(localStorage, localDraftKey(undefined, crashed), written('Artículo de A'));
    saveLocalDraft(localStorage, localDraftKey(undefined, live), written('Artículo de B'));
    const offers = await findOffers({
      storage: localStorage,
      doc: 'nuevo',
      tab: fresh,
      locks,
      worth: (draft) => isWorthRestoring(draft),
      covers,
    });
    expect(offers.map((offer) => offer.draft.title)).toEqual(['Artículo de A']);
    expect(readLocalDraft(localStorage, localDraftKey(undefined, live))?.title).toBe('Artículo de B');
  });

  it('given a tab that holds its lock › a second page cannot take the same id', async () => {
    const id = tabId('d');
    expect(await locks.hold(id)).toBe(true);
    expect(await locks.hold(id)).toBe(false);
  });

  it('a cover kept in IndexedDB comes back with the offer', async () => {
    const id = `cover-${run}`;
    await covers.put(id, 'data:image/png;base64,iVBORw0KGgo=');
    const { coverImage: _, ...words } = written('Con portada');
    saveLocalDraft(localStorage, localDraftKey(undefined, tabId('e')), { ...words, coverCopy: id });
    const offers = await findOffers({
      storage: localStorage,
      doc: 'nuevo',
      tab: tabId('f'),
      locks,
      worth: (draft) => isWorthRestoring(draft),
      covers,
    });
    expect(offers[0]?.draft.coverImage).toBe('data:image/png;base64,iVBORw0KGgo=');
    await covers.remove(id);
    expect(await covers.get(id)).toBeUndefined();
  });

  it('given no IndexedDB › the cover store refuses, so the editor can say so', async () => {
    await expect(indexedDbCoverStore(null).put('x', 'data:,')).rejects.toThrow();
  });
});
