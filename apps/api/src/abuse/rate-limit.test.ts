import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { enforce, hit, peek } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const limit = { name: 'prueba', max: 3, windowSeconds: 60 };

describe('rate limits', () => {
  it('allow up to the limit in a window, then refuse with the Spanish 429', async () => {
    const now = new Date('2026-01-01T10:00:10Z');
    for (let count = 0; count < 3; count++) await enforce(database.db, limit, 'a', now);
    await expect(enforce(database.db, limit, 'a', now)).rejects.toMatchObject({
      status: 429,
      detail: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.',
    });
    await expect(enforce(database.db, limit, 'b', now)).resolves.toBeUndefined();
  });

  it('carry the previous window over, so a burst across the boundary is still limited', async () => {
    const late = new Date('2026-01-01T11:00:59Z');
    const early = new Date('2026-01-01T11:01:01Z');
    for (let count = 0; count < 3; count++) await hit(database.db, limit, 'c', late);
    expect(await peek(database.db, limit, 'c', early)).toBe(3);
    await expect(enforce(database.db, limit, 'c', early)).rejects.toMatchObject({ status: 429 });
    expect(await peek(database.db, limit, 'c', new Date('2026-01-01T11:02:30Z'))).toBe(1);
  });
});
