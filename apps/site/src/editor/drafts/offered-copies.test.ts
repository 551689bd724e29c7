import { describe, expect, it } from 'vitest';
import { asideKeyPrefix, localDraftKey, SHARED_NEW_POST_KEY } from './draft-keys';
import { findOffers } from './find-offers';
import { type LocalDraft, readLocalDraft, saveLocalDraft } from './local-draft';
import { inMemoryStorage } from './memory-storage';
import { acceptOffer, asideCopies, discardOffer, setAsideWorkingCopy } from './offered-copies';
import { fakeTabLocks, inMemoryCoverStore } from './testing-storages';

const copy = (title: string, savedAt = '2024-05-01T10:00:00.000Z'): LocalDraft => ({
  savedAt,
  title,
  category: '',
  summary: '',
  html: `<p>${title}</p>`,
  mode: 'simple',
  coverImage: null,
});
const hasTitle = (draft: LocalDraft) => draft.title !== '';
const titles = (offers: { draft: LocalDraft }[]) => offers.map((offer) => offer.draft.title);

/** Opens a new post's editor in `tab`, as useDraftRestore does: its own copy aside, then the search. */
async function openNewPost(storage: ReturnType<typeof inMemoryStorage>, tab: string, live: string[]) {
  setAsideWorkingCopy(storage, localDraftKey(undefined, tab), tab, hasTitle);
  const locks = fakeTabLocks(live);
  return findOffers({ storage, doc: 'nuevo', tab, locks, worth: hasTitle, covers: inMemoryCoverStore() });
}

describe('given two new posts written in two tabs', () => {
  const twoTabs = () => {
    const storage = inMemoryStorage();
    saveLocalDraft(storage, localDraftKey(undefined, 'a'), copy('Artículo de la pestaña A'));
    saveLocalDraft(storage, localDraftKey(undefined, 'b'), copy('Artículo de la pestaña B'));
    return storage;
  };

  it('each tab writes its own copy: neither overwrites the other', () => {
    const storage = twoTabs();
    expect(readLocalDraft(storage, localDraftKey(undefined, 'a'))?.title).toBe('Artículo de la pestaña A');
    expect(readLocalDraft(storage, localDraftKey(undefined, 'b'))?.title).toBe('Artículo de la pestaña B');
  });

  it('after A crashes › a new tab offers A’s text, never that of B, which lives', async () => {
    const storage = twoTabs();
    const offers = await openNewPost(storage, 'c', ['b', 'c']);
    expect(titles(offers)).toEqual(['Artículo de la pestaña A']);
    expect(readLocalDraft(storage, localDraftKey(undefined, 'b'))?.title).toBe('Artículo de la pestaña B');
  });

  it('after A reloads › A finds its own copy, and B’s stays where it is', async () => {
    const storage = twoTabs();
    const offers = await openNewPost(storage, 'a', ['a', 'b']);
    expect(titles(offers)).toEqual(['Artículo de la pestaña A']);
    expect(readLocalDraft(storage, localDraftKey(undefined, 'b'))?.title).toBe('Artículo de la pestaña B');
  });

  it('after both crash › a new tab offers both, newest first', async () => {
    const storage = inMemoryStorage();
    saveLocalDraft(storage, localDraftKey(undefined, 'a'), copy('Antiguo', '2024-05-01T10:00:00.000Z'));
    saveLocalDraft(storage, localDraftKey(undefined, 'b'), copy('Reciente', '2024-05-01T11:00:00.000Z'));
    expect(titles(await openNewPost(storage, 'c', ['c']))).toEqual(['Reciente', 'Antiguo']);
  });

  it('two new tabs opened at once never both take the same copy', async () => {
    const storage = twoTabs();
    const [first, second] = await Promise.all([
      openNewPost(storage, 'c', ['b', 'c', 'd']),
      openNewPost(storage, 'd', ['b', 'c', 'd']),
    ]);
    expect([...titles(first), ...titles(second)]).toEqual(['Artículo de la pestaña A']);
  });

  it('the copy every new post once shared is offered too, as a tab that is gone', async () => {
    const storage = inMemoryStorage();
    saveLocalDraft(storage, SHARED_NEW_POST_KEY, copy('De antes'));
    expect(titles(await openNewPost(storage, 'c', ['c']))).toEqual(['De antes']);
    expect(readLocalDraft(storage, SHARED_NEW_POST_KEY)).toBeUndefined();
  });

  it('an empty copy a gone tab left is removed, not offered', async () => {
    const storage = inMemoryStorage();
    saveLocalDraft(storage, localDraftKey(undefined, 'a'), copy(''));
    expect(await openNewPost(storage, 'c', ['c'])).toEqual([]);
    expect(storage.length).toBe(0);
  });
});

describe('given an offer the author has not answered', () => {
  const offered = () => {
    const storage = inMemoryStorage();
    const key = localDraftKey(7, 'a');
    saveLocalDraft(storage, key, copy('Lo que se escribió antes'));
    const aside = setAsideWorkingCopy(storage, key, 'a', hasTitle);
    return { storage, key, aside: aside ?? '' };
  };

  it('writing meanwhile never touches it', () => {
    const { storage, key, aside } = offered();
    expect(aside.startsWith(asideKeyPrefix('7', 'a'))).toBe(true);
    saveLocalDraft(storage, key, copy('Lo que se escribe ahora', '2024-05-01T10:05:00.000Z'));
    expect(readLocalDraft(storage, aside)?.title).toBe('Lo que se escribió antes');
    expect(titles(asideCopies(storage, '7', 'a', hasTitle))).toEqual(['Lo que se escribió antes']);
  });

  it('after a reload it is offered again, with what was written meanwhile', async () => {
    const { storage, key } = offered();
    saveLocalDraft(storage, key, copy('Lo que se escribe ahora', '2024-05-01T10:05:00.000Z'));
    setAsideWorkingCopy(storage, key, 'a', hasTitle);
    const offers = await findOffers({
      storage,
      doc: '7',
      tab: 'a',
      locks: fakeTabLocks(['a']),
      worth: hasTitle,
      covers: inMemoryCoverStore(),
    });
    expect(titles(offers)).toEqual(['Lo que se escribe ahora', 'Lo que se escribió antes']);
  });

  it('Recuperar makes it the editor’s own copy again', () => {
    const { storage, key, aside } = offered();
    acceptOffer(storage, aside, key);
    expect(readLocalDraft(storage, key)?.title).toBe('Lo que se escribió antes');
    expect(readLocalDraft(storage, aside)).toBeUndefined();
  });

  it('Descartar removes it and nothing else', () => {
    const { storage, key, aside } = offered();
    saveLocalDraft(storage, key, copy('Lo que se escribe ahora'));
    expect(discardOffer(storage, aside)?.title).toBe('Lo que se escribió antes');
    expect(readLocalDraft(storage, aside)).toBeUndefined();
    expect(readLocalDraft(storage, key)?.title).toBe('Lo que se escribe ahora');
  });

  it('another live tab’s offer is left alone; once that tab is gone it is offered here', async () => {
    const { storage } = offered();
    const open = (live: string[]) =>
      findOffers({
        storage,
        doc: '7',
        tab: 'b',
        locks: fakeTabLocks(live),
        worth: hasTitle,
        covers: inMemoryCoverStore(),
      });
    expect(await open(['a', 'b'])).toEqual([]);
    expect(titles(await open(['b']))).toEqual(['Lo que se escribió antes']);
  });
});

describe('a copy’s cover', () => {
  it('comes back from the cover store with the offer', async () => {
    const storage = inMemoryStorage();
    const covers = inMemoryCoverStore();
    await covers.put('cover-1', 'data:image/jpeg;base64,AAAA');
    const { coverImage: _, ...words } = copy('Con portada');
    saveLocalDraft(storage, localDraftKey(undefined, 'a'), { ...words, coverCopy: 'cover-1' });
    const [offer] = await findOffers({
      storage,
      doc: 'nuevo',
      tab: 'c',
      locks: fakeTabLocks(['c']),
      worth: hasTitle,
      covers,
    });
    expect(offer?.draft.coverImage).toBe('data:image/jpeg;base64,AAAA');
  });

  it('of an empty copy dropped, and covers no copy names, go from the store', async () => {
    const storage = inMemoryStorage();
    const covers = inMemoryCoverStore();
    await covers.put('cover-1', 'data:image/jpeg;base64,AAAA');
    await covers.put('cover-2', 'data:image/jpeg;base64,BBBB');
    const { coverImage: _, ...words } = copy('');
    saveLocalDraft(storage, localDraftKey(undefined, 'a'), { ...words, coverCopy: 'cover-1' });
    await findOffers({
      storage,
      doc: 'nuevo',
      tab: 'c',
      locks: fakeTabLocks(['c']),
      worth: hasTitle,
      covers,
    });
    expect([...covers.covers.keys()]).toEqual([]);
  });
});
