import type { KeyValueStorage } from './browser-storage';
import { inMemoryStorage } from './memory-storage';

/** A storage whose quota is used up: reads work, every write throws as browsers do. */
export function fullStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const storage = inMemoryStorage(initial);
  return {
    ...storage,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

/** A storage refused altogether (blocked site data): every call throws. */
export function refusingStorage(): KeyValueStorage {
  const refuse = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

/** Accepts writes up to `maxLength` characters per value, like a quota that fits text but not a cover. */
export function smallStorage(maxLength: number): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > maxLength)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
