import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { consume, consumed, enforce, forget, refund } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

const limit = { name: 'prueba', max: 3, windowSeconds: 60 };

describe('rate limits', () => {
  it('allow up to the limit in a window, then refuse with the Spanish 429', async () => {
    for (let count = 0; count < 3; count++) await enforce(database.db, limit, 'a');
    await expect(enforce(database.db, limit, 'a')).rejects.toMatchObject({
      status: 429,
      detail: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.',
    });
    await expect(enforce(database.db, limit, 'b')).resolves.toBeUndefined();
  });

  it('let no more than the limit through a concurrent burst, because each point is taken before it is checked', async () => {
    const burst = { name: 'rafaga', max: 10, windowSeconds: 60 };
    const answers = await Promise.all(Array.from({ length: 50 }, () => consume(database.db, burst, 'x')));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
    expect(await consumed(database.db, burst, 'x')).toBe(50);
  });

  it('start a new window once the old one has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    for (let count = 0; count < 3; count++) await enforce(database.db, limit, 'c');
    await expect(enforce(database.db, limit, 'c')).rejects.toMatchObject({ status: 429 });
    vi.setSystemTime(new Date('2026-01-01T10:01:01Z'));
    expect(await consume(database.db, limit, 'c')).toEqual({ allowed: true, count: 1 });
  });

  it('give a point back, and forget a subject', async () => {
    await consume(database.db, limit, 'd');
    await consume(database.db, limit, 'd');
    await refund(database.db, limit, 'd');
    expect(await consumed(database.db, limit, 'd')).toBe(1);
    await forget(database.db, limit, 'd');
    expect(await consumed(database.db, limit, 'd')).toBe(0);
  });
});
