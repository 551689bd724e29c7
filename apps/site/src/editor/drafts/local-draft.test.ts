import { describe, expect, it } from 'vitest';
import { localDraftKey } from './draft-keys';
import {
  clearLocalDraft,
  type LocalDraft,
  moveLocalDraft,
  readLocalDraft,
  saveLocalDraft,
} from './local-draft';
import { inMemoryStorage } from './memory-storage';
import { fullStorage, refusingStorage, smallStorage } from './testing-storages';

const draft: LocalDraft = {
  savedAt: '2024-05-01T10:00:00.000Z',
  title: 'Cómo estudiar',
  category: '2',
  summary: 'Resumen',
  html: '<p>Hola</p>',
  mode: 'simple',
  coverImage: 'data:image/jpeg;base64,AAAA',
};

const NEW_POST_DRAFT_KEY = localDraftKey(undefined, 'tab-a');

describe('saveLocalDraft and readLocalDraft', () => {
  it('keep a copy and read it back', () => {
    const storage = inMemoryStorage();
    expect(saveLocalDraft(storage, 'pupitre:editor:7', draft)).toBe('saved');
    expect(readLocalDraft(storage, 'pupitre:editor:7')).toEqual(draft);
    expect(readLocalDraft(storage, 'pupitre:editor:8')).toBeUndefined();
  });

  it('keep a new cover as the id of its IndexedDB record', () => {
    const storage = inMemoryStorage();
    const { coverImage: _, ...words } = draft;
    saveLocalDraft(storage, 'a', { ...words, coverCopy: 'cover-1' });
    expect(readLocalDraft(storage, 'a')).toEqual({ ...words, coverCopy: 'cover-1' });
  });

  it('read a copy without a cover, or with a null one', () => {
    const storage = inMemoryStorage();
    const { coverImage: _, ...withoutCover } = draft;
    saveLocalDraft(storage, 'a', withoutCover);
    saveLocalDraft(storage, 'b', { ...draft, coverImage: null, mode: 'html' });
    expect(readLocalDraft(storage, 'a')).toEqual(withoutCover);
    expect(readLocalDraft(storage, 'b')).toEqual({ ...draft, coverImage: null, mode: 'html' });
  });

  it.each([
    ['text that is not JSON', '{"title":'],
    ['a missing field', JSON.stringify({ ...draft, html: undefined })],
    ['an unknown mode', JSON.stringify({ ...draft, mode: 'markdown' })],
    ['a date that is not ISO', JSON.stringify({ ...draft, savedAt: 'ayer' })],
    ['a list', '[]'],
  ])('given %s › read nothing and remove the entry', (_, stored) => {
    const storage = inMemoryStorage({ [NEW_POST_DRAFT_KEY]: stored });
    expect(readLocalDraft(storage, NEW_POST_DRAFT_KEY)).toBeUndefined();
    expect(storage.getItem(NEW_POST_DRAFT_KEY)).toBeNull();
  });

  it('given a full storage › answer failed without throwing', () => {
    const storage = fullStorage();
    expect(saveLocalDraft(storage, NEW_POST_DRAFT_KEY, draft)).toBe('failed');
    expect(saveLocalDraft(storage, NEW_POST_DRAFT_KEY, { ...draft, coverImage: null })).toBe('failed');
    expect(readLocalDraft(storage, NEW_POST_DRAFT_KEY)).toBeUndefined();
  });

  it('given room for the words but not the cover › keep the words', () => {
    const cover = `data:image/jpeg;base64,${'A'.repeat(10_000)}`;
    const storage = smallStorage(1_000);
    expect(saveLocalDraft(storage, NEW_POST_DRAFT_KEY, { ...draft, coverImage: cover })).toBe(
      'saved-without-cover',
    );
    const { coverImage: _, ...words } = draft;
    expect(readLocalDraft(storage, NEW_POST_DRAFT_KEY)).toEqual(words);
  });

  it('given no storage or one that refuses every call › never throw', () => {
    for (const storage of [null, undefined, refusingStorage()]) {
      expect(saveLocalDraft(storage, NEW_POST_DRAFT_KEY, draft)).toBe('failed');
      expect(readLocalDraft(storage, NEW_POST_DRAFT_KEY)).toBeUndefined();
      expect(() => clearLocalDraft(storage, NEW_POST_DRAFT_KEY)).not.toThrow();
    }
  });
});

describe('clearLocalDraft', () => {
  it('removes only the copy under its key', () => {
    const storage = inMemoryStorage();
    saveLocalDraft(storage, 'pupitre:editor:1', draft);
    saveLocalDraft(storage, 'pupitre:editor:2', draft);
    clearLocalDraft(storage, 'pupitre:editor:1');
    expect(readLocalDraft(storage, 'pupitre:editor:1')).toBeUndefined();
    expect(readLocalDraft(storage, 'pupitre:editor:2')).toEqual(draft);
  });
});

describe('moveLocalDraft', () => {
  it('moves the copy to the new key', () => {
    const storage = inMemoryStorage();
    saveLocalDraft(storage, 'from', draft);
    expect(moveLocalDraft(storage, 'from', 'to')).toBe(true);
    expect(readLocalDraft(storage, 'from')).toBeUndefined();
    expect(readLocalDraft(storage, 'to')).toEqual(draft);
  });

  it('given nothing to move › answers false and writes nothing', () => {
    const storage = inMemoryStorage();
    expect(moveLocalDraft(storage, 'from', 'to')).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('given a storage that refuses the write › keeps the copy where it was', () => {
    const storage = fullStorage({ from: JSON.stringify(draft) });
    expect(moveLocalDraft(storage, 'from', 'to')).toBe(false);
    expect(readLocalDraft(storage, 'from')).toEqual(draft);
  });
});
