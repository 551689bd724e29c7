import { DEFAULT_TEXT_COLOUR } from '@pupitre/ui/fragments';
import { describe, expect, it } from 'vitest';
import { inMemoryStorage } from './drafts/memory-storage';
import { fullStorage, refusingStorage } from './drafts/testing-storages';
import {
  readLastUsedTextColour,
  readSavedTextColours,
  rememberLastUsedTextColour,
  saveTextColour,
  storedTextColour,
} from './text-colour-memory';

describe('storedTextColour', () => {
  it('answers 6 lower-case digits for a 3- or 6-digit hex colour', () => {
    expect(storedTextColour('#ABC')).toBe('#aabbcc');
    expect(storedTextColour(' #0B4444 ')).toBe('#0b4444');
  });

  it('answers undefined for anything else', () => {
    for (const colour of ['', '0b4444', '#0b444', '#ggg', 'red', '#0b4444ff', 'rgb(1,2,3)']) {
      expect(storedTextColour(colour)).toBeUndefined();
    }
  });
});

describe('the last used text colour', () => {
  it('is #0b4444 until one is remembered, under lastUsedTextColor', () => {
    const storage = inMemoryStorage();
    expect(DEFAULT_TEXT_COLOUR).toBe('#0b4444');
    expect(readLastUsedTextColour(storage)).toBe('#0b4444');
    rememberLastUsedTextColour(storage, '#D2B99A');
    expect(storage.getItem('lastUsedTextColor')).toBe('#d2b99a');
    expect(readLastUsedTextColour(storage)).toBe('#d2b99a');
  });

  it('ignores a colour that is not hex, stored or given', () => {
    const storage = inMemoryStorage({ lastUsedTextColor: 'javascript:alert(1)' });
    expect(readLastUsedTextColour(storage)).toBe('#0b4444');
    rememberLastUsedTextColour(storage, 'red');
    expect(storage.getItem('lastUsedTextColor')).toBe('javascript:alert(1)');
  });

  it('given no storage, a full one or a refusing one › reads the default and never throws', () => {
    for (const storage of [null, undefined, fullStorage(), refusingStorage()]) {
      expect(readLastUsedTextColour(storage)).toBe('#0b4444');
      expect(() => rememberLastUsedTextColour(storage, '#91a8a4')).not.toThrow();
    }
  });
});

describe('the saved text colours', () => {
  it('keep at most 5 under savedTextColors, newest first, without duplicates', () => {
    const storage = inMemoryStorage();
    for (const colour of ['#111111', '#222222', '#333333', '#444444', '#555555'])
      saveTextColour(storage, colour);
    expect(saveTextColour(storage, '#666666')).toEqual([
      '#666666',
      '#555555',
      '#444444',
      '#333333',
      '#222222',
    ]);
    expect(saveTextColour(storage, '#333')).toEqual(['#333333', '#666666', '#555555', '#444444', '#222222']);
    expect(JSON.parse(storage.getItem('savedTextColors') ?? '')).toEqual([
      '#333333',
      '#666666',
      '#555555',
      '#444444',
      '#222222',
    ]);
    expect(readSavedTextColours(storage)).toEqual(['#333333', '#666666', '#555555', '#444444', '#222222']);
  });

  it('ignore a colour that is not hex', () => {
    const storage = inMemoryStorage({ savedTextColors: '["#111111"]' });
    expect(saveTextColour(storage, 'azul')).toEqual(['#111111']);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '[#111'],
    ['an object', '{"0":"#111111"}'],
    ['a string', '"#111111"'],
    ['null', 'null'],
  ])('given %s content › read as none', (_, stored) => {
    const storage = inMemoryStorage(stored === undefined ? {} : { savedTextColors: stored });
    expect(readSavedTextColours(storage)).toEqual([]);
  });

  it('read only the hex entries of a list, without duplicates, at most 5', () => {
    const storage = inMemoryStorage({
      savedTextColors: JSON.stringify(['#111', 7, '#111111', 'x', '#222', '#333', '#444', '#555', '#666']),
    });
    expect(readSavedTextColours(storage)).toEqual(['#111111', '#222222', '#333333', '#444444', '#555555']);
  });

  it('given a full or refusing storage › answer the new list for this visit and never throw', () => {
    expect(saveTextColour(fullStorage({ savedTextColors: '["#111111"]' }), '#222222')).toEqual([
      '#222222',
      '#111111',
    ]);
    expect(saveTextColour(refusingStorage(), '#222222')).toEqual(['#222222']);
    expect(readSavedTextColours(null)).toEqual([]);
  });
});
