import { createApp } from '../app';
import type { AppConfig } from '../app-env';
import { openResponseCache, type ResponseCache } from '../cache/open-response-cache';
import type { Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import type { Email } from '../mail/mailer';
import { createTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');

export interface SeededApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  /** Emails the app sent, newest last. */
  outbox: Email[];
  /** The response cache, on as in production: every API suite also checks nothing stale is served. */
  cache: ResponseCache;
}

/** The app on a fresh database holding the categories, a superuser and the demo content. */
export async function createSeededApp(
  demoContent = true,
  configOverrides: Partial<AppConfig> = {},
): Promise<SeededApp> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, {
    demoContent,
    admin: { username: 'admin', email: 'admin@example.com', password: 'Admin12345' },
    log: () => {},
    now: TEST_NOW,
  });
  const config: AppConfig = {
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: 'http://localhost:3000',
    dataDir: '',
    // The test client writes one X-Forwarded-For entry per request, as one proxy in front would.
    trustProxy: { hops: 1 },
    // Attacked accounts make logins wait; the tests about that wait set their own step.
    loginDelayStepMs: 1,
    ...configOverrides,
  };
  const outbox: Email[] = [];
  const cache = await openResponseCache(database, 16 * 1024 * 1024);
  const mailer = { send: async (email: Email) => void outbox.push(email) };
  return {
    app: createApp({
      db: database.db,
      config,
      services: { mailer },
      log: process.env.PUPITRE_TEST_LOG ? console.error : () => {},
      cache,
    }),
    database,
    outbox,
    cache,
  };
}
