import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { selectRows } from '../db/select-rows';
import { createTestDatabase } from '../test/test-database';
import { createLifecycle, type Lifecycle } from './lifecycle';

let database: Database;
let lifecycle: Lifecycle;
let app: ReturnType<typeof createApp>;
const logged: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  lifecycle = createLifecycle();
  app = createApp({
    db: database.db,
    config: { jwtSecret: 'x'.repeat(32), publicUrl: 'http://localhost:3000', dataDir: '' },
    services: { mailer: { send: async () => {} } },
    log: (line) => logged.push(line),
    ops: { lifecycle },
  });
});
afterAll(() => database.close());

async function probe(path: string) {
  const answer = await app.request(path);
  return {
    status: answer.status,
    cache: answer.headers.get('cache-control'),
    body: (await answer.json()) as { checks: Record<string, string> },
  };
}

describe('the liveness probe', () => {
  it('answers 200 JSON that no cache keeps', async () => {
    expect(await probe('/api/health/live')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ok' },
    });
  });
});

describe('the readiness probe', () => {
  it('answers 200 when the database answers, is migrated and the listener is connected', async () => {
    expect(await probe('/api/health/ready')).toEqual({
      status: 200,
      cache: 'no-store',
      body: {
        status: 'ok',
        checks: { shutdown: 'ok', database: 'ok', migrations: 'ok', listener: 'ok' },
      },
    });
  });

  it('answers 503 once a shutdown has begun', async () => {
    lifecycle.draining = true;
    const answer = await probe('/api/health/ready').finally(() => {
      lifecycle.draining = false;
    });
    expect(answer).toMatchObject({ status: 503, cache: 'no-store', body: { status: 'unavailable' } });
    expect(answer.body.checks.shutdown).toBe('failing');
  });

  it('answers 503 while the change listener is not connected', async () => {
    lifecycle.listenerConnected = false;
    const answer = await probe('/api/health/ready').finally(() => {
      lifecycle.listenerConnected = true;
    });
    expect(answer).toMatchObject({ status: 503, body: { checks: { listener: 'failing', database: 'ok' } } });
  });

  it('answers 503 while a migration of this build is not applied', async () => {
    const [last] = await selectRows<Record<string, unknown>>(
      database.db,
      sql`DELETE FROM drizzle.__drizzle_migrations
          WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *`,
    );
    try {
      expect(await probe('/api/health/ready')).toMatchObject({
        status: 503,
        body: { checks: { database: 'ok', migrations: 'failing' } },
      });
    } finally {
      await database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at)
            VALUES (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
  });
});

describe('the probes, asked as often as a load balancer asks', () => {
  it('are never rate limited and never logged, even when they answer 503', async () => {
    logged.length = 0;
    const statuses = new Set<number>();
    for (let index = 0; index < 300; index += 1) {
      statuses.add((await app.request('/api/health/live')).status);
      statuses.add((await app.request('/api/health/ready')).status);
    }
    lifecycle.draining = true;
    try {
      for (let index = 0; index < 50; index += 1)
        statuses.add((await app.request('/api/health/ready')).status);
    } finally {
      lifecycle.draining = false;
    }
    expect([...statuses].sort()).toEqual([200, 503]);
    expect(logged).toEqual([]);
    // The same log takes a refused request: it is the probes that stay out of it.
    expect((await app.request('/api/publicaciones/no-es-un-id')).status).toBe(400);
    expect(logged.some((line) => line.includes('request refused'))).toBe(true);
  });
});

describe('paths nobody serves', () => {
  it.each(['/api/healthz', '/api/no-existe', '/metrics'])('%s answers a 404 in JSON', async (path) => {
    const answer = await app.request(path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
