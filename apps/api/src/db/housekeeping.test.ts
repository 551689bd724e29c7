import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, newUser } from '../test/actors';
import { createSeededApp, type SeededApp } from '../test/seeded-app';
import { purgeExpired } from './housekeeping';
import { passwordResets, rateLimits, refreshTokens } from './schema';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
});
afterAll(() => seeded.database.close());
afterEach(() => {
  vi.useRealTimers();
});

async function rows() {
  const { db } = seeded.database;
  const size = async (table: typeof rateLimits | typeof refreshTokens | typeof passwordResets) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    rateLimits: await size(rateLimits),
    refreshTokens: await size(refreshTokens),
    passwordResets: await size(passwordResets),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('housekeeping', () => {
  it('keeps the abuse counters, refresh tokens and reset links bounded under sustained traffic', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T08:00:00Z').getTime();
    vi.setSystemTime(start);
    const user = await newUser(seeded, 'diaria');
    const sizes = [];
    for (let day = 0; day < 20; day++) {
      // A day and a minute later each time, so yesterday's rows are strictly past their limits.
      vi.setSystemTime(start + day * (DAY_MS + 60_000));
      await purgeExpired(seeded.database.db);
      sizes.push(await rows());
      for (let session = 0; session < 2; session++) {
        const opened = await api.post('/api/auth/token/', { username: user.username, password: 'Segura123' });
        await api.post('/api/auth/token/refresh/', { refresh: opened.body.refresh });
        await api.post('/api/auth/token/', { username: user.username, password: 'Mala12345' });
        await api.post('/api/auth/password-reset/', { email: `${user.username}@example.com` });
      }
    }
    // What is left after each purge: the 2 live refresh tokens of each of the 13 previous days (they
    // last 14), and nothing of the counters (an hour at most), the spent tokens (a day) or the links (an hour).
    expect(sizes.at(-1)).toEqual({ rateLimits: 0, refreshTokens: 2 * 13, passwordResets: 0 });
    expect(sizes[15]).toEqual(sizes.at(-1));
    // Early on, the tokens still grow: three days' worth and the one from the sign-up's login.
    expect(sizes[3]).toEqual({ rateLimits: 0, refreshTokens: 2 * 3 + 1, passwordResets: 0 });
  });

  it('keeps what is still live: unexpired tokens, a recently spent one and an open link', async () => {
    await purgeExpired(seeded.database.db);
    const user = await newUser(seeded);
    await api.post('/api/auth/token/', { username: user.username, password: 'Mala12345' });
    await api.post('/api/auth/password-reset/', { email: `${user.username}@example.com` });
    await api.post('/api/auth/token/refresh/', { refresh: user.refresh });
    const before = await rows();
    const purged = await purgeExpired(seeded.database.db);
    expect(purged).toEqual({ rateLimits: 0, refreshTokens: 0, passwordResets: 0 });
    expect(await rows()).toEqual(before);
  });
});
