import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL, AnswerCache } from './answer-cache';
import { followChanges } from './change-feed';

/** A database whose listening connection can stall: notices sent meanwhile are held, not lost. */
function stallableDatabase() {
  let deliver: (payload: string) => void = () => {};
  let stalled = false;
  const held: string[] = [];
  return {
    async listen(_channel: string, onNotice: (payload: string) => void) {
      deliver = onNotice;
      return async () => {};
    },
    async notify(_channel: string, payload: string) {
      if (stalled) held.push(payload);
      else queueMicrotask(() => deliver(payload));
    },
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const payload of held.splice(0)) deliver(payload);
    },
  };
}

const answer = { headers: {}, headerLists: {}, bodies: {}, etag: undefined, tags: ['posts'], size: 10 };
const keep = (cache: AnswerCache, key: string) =>
  cache.set(key, answer as unknown as Parameters<AnswerCache['set']>[1], cache.generation);

afterEach(() => {
  vi.useRealTimers();
});

describe('the change listener fence (drill F10)', () => {
  it('empties the cache and keeps nothing while the listener stalls, and keeps again once it delivers', async () => {
    vi.useFakeTimers();
    const database = stallableDatabase();
    const cache = new AnswerCache(1024 * 1024);
    const health: boolean[] = [];
    const feed = await followChanges(database, (tags) => cache.invalidate(tags), {
      everyMs: 5_000,
      onHealth: (healthy) => {
        health.push(healthy);
        if (healthy) cache.resume();
        else cache.suspend();
      },
    });
    expect(keep(cache, '/api/publicaciones')).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(cache.has('/api/publicaciones')).toBe(true);

    database.stall();
    await vi.advanceTimersByTimeAsync(5_000 + 2_000);
    expect(health).toEqual([false]);
    expect(cache.size).toBe(0);
    expect(keep(cache, '/api/publicaciones')).toBe(false);
    // Writes meanwhile do not wait for a fence that cannot come back.
    let settled = false;
    void feed.settled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);

    database.resume();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(health).toEqual([false, true]);
    expect(keep(cache, '/api/publicaciones')).toBe(true);
    await feed.close();
  });

  it("drops everything when a write's fence does not come back in time", async () => {
    vi.useFakeTimers();
    const database = stallableDatabase();
    const changes: (readonly string[])[] = [];
    const feed = await followChanges(database, (tags) => changes.push(tags));
    database.stall();
    const settled = feed.settled();
    await vi.advanceTimersByTimeAsync(2_000);
    await settled;
    expect(changes).toEqual([[ALL]]);
    await feed.close();
  });
});
