import { describe, expect, it } from 'vitest';
import { inMemoryStorage } from './memory-storage';
import { createTabIdentity, TAB_ID_KEY } from './tab-identity';
import { HEARTBEAT_STALE_MS, heartbeatTabLocks } from './tab-locks';
import { fakeTabLocks } from './testing-storages';

const ids =
  (...next: string[]) =>
  () =>
    next.shift() ?? 'sin-más';

describe('createTabIdentity', () => {
  it('given a new tab › makes an id and keeps it in sessionStorage', async () => {
    const session = inMemoryStorage();
    const tab = createTabIdentity({ session, locks: fakeTabLocks(), newId: ids('a') });
    expect(tab.id()).toBe('a');
    expect(await tab.ready).toBe('a');
    expect(session.getItem(TAB_ID_KEY)).toBe('a');
  });

  it('given a reload › keeps the id sessionStorage holds, so the tab finds its own copy', async () => {
    const session = inMemoryStorage({ [TAB_ID_KEY]: 'a' });
    const tab = createTabIdentity({ session, locks: fakeTabLocks(), newId: ids('b') });
    expect(await tab.ready).toBe('a');
  });

  it('given a duplicated tab, whose original holds the id › takes an id of its own and says so', async () => {
    const session = inMemoryStorage({ [TAB_ID_KEY]: 'a' });
    const tab = createTabIdentity({ session, locks: fakeTabLocks(['a']), newId: ids('b') });
    let told = 0;
    tab.subscribe(() => {
      told += 1;
    });
    expect(await tab.ready).toBe('b');
    expect(tab.id()).toBe('b');
    expect(session.getItem(TAB_ID_KEY)).toBe('b');
    expect(told).toBe(1);
  });

  it('given no sessionStorage › still has an id for this page', async () => {
    const tab = createTabIdentity({ session: null, locks: fakeTabLocks(), newId: ids('a') });
    expect(await tab.ready).toBe('a');
  });
});

describe('heartbeatTabLocks, where there are no Web Locks', () => {
  it('a tab heard of lately lives; one silent for two minutes, or never heard of, is gone', async () => {
    let now = 1_000_000;
    const storage = inMemoryStorage();
    const locks = heartbeatTabLocks(storage, { now: () => now });
    expect(await locks.hold('a')).toBe(true);
    const claimed: string[] = [];
    expect(await locks.claimIfGone('a', () => claimed.push('a'))).toBe(false);
    expect(await locks.claimIfGone('b', () => claimed.push('b'))).toBe(true);
    now += HEARTBEAT_STALE_MS;
    expect(await locks.claimIfGone('a', () => claimed.push('a'))).toBe(true);
    expect(claimed).toEqual(['b', 'a']);
  });
});
