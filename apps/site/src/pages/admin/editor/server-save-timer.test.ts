import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerSaveTimer } from './server-save-timer';

describe('the server save timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timerWith = (save: () => Promise<void>) =>
    createServerSaveTimer({ quietMs: 2000, maxWaitMs: 5000, save, now: () => Date.now() });

  it('saves once, 2 s after the last of several quick changes', async () => {
    const save = vi.fn(async () => {});
    const timer = timerWith(save);
    timer.schedule();
    await vi.advanceTimersByTimeAsync(1500);
    timer.schedule();
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('given an author who never pauses › saves within 5 s of the first change', async () => {
    const started = Date.now();
    const savedAfter: number[] = [];
    const timer = timerWith(async () => {
      savedAfter.push(Date.now() - started);
    });
    for (let elapsed = 0; elapsed < 6000; elapsed += 200) {
      timer.schedule();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(savedAfter[0]).toBe(5000);
  });

  it('given a write on its way › a change waits for it and is saved by one more write', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const timer = timerWith(save);
    timer.schedule();
    await vi.advanceTimersByTimeAsync(2000);
    timer.schedule();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('given an explicit save › cancel drops the write that was due', async () => {
    const save = vi.fn(async () => {});
    const timer = timerWith(save);
    timer.schedule();
    timer.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
  });
});
