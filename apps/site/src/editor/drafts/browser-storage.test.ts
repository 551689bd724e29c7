import { describe, expect, it } from 'vitest';
import { browserLocalStorage, readItem, removeItem, writeItem } from './browser-storage';
import { inMemoryStorage } from './memory-storage';
import { fullStorage, refusingStorage } from './testing-storages';

describe('browserLocalStorage', () => {
  it('is null where there is no window', () => {
    expect(browserLocalStorage()).toBeNull();
  });
});

describe('readItem, writeItem and removeItem', () => {
  it('go through to the storage', () => {
    const storage = inMemoryStorage();
    expect(writeItem(storage, 'k', 'v')).toBe(true);
    expect(readItem(storage, 'k')).toBe('v');
    removeItem(storage, 'k');
    expect(readItem(storage, 'k')).toBeNull();
  });

  it('given a full storage › the write answers false', () => {
    expect(writeItem(fullStorage(), 'k', 'v')).toBe(false);
  });

  it('given no storage or one that refuses › answer nothing and never throw', () => {
    for (const storage of [null, undefined, refusingStorage()]) {
      expect(readItem(storage, 'k')).toBeNull();
      expect(writeItem(storage, 'k', 'v')).toBe(false);
      expect(() => removeItem(storage, 'k')).not.toThrow();
    }
  });
});
