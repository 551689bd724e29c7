import { createApp } from '../../app';
import type { AppConfig } from '../../app-env';
import { openResponseCache, type ResponseCache } from '../../cache/open-response-cache';
import { smtpMailer } from '../../mail/mailer';
import { client } from '../../test/actors';
import { TEST_JWT_SECRET } from '../../test/seeded-app';
import { type RunningJobs, startJobs } from '../start-jobs';
import { createNewsletterDatabase, type TestDatabase } from './newsletter-database';

export const PUBLIC_URL = 'http://localhost:3000';

const config: AppConfig = {
  jwtSecret: TEST_JWT_SECRET,
  publicUrl: PUBLIC_URL,
  dataDir: '',
  trustProxy: { hops: 1 },
  loginDelayStepMs: 1,
};

export interface NewsletterAppOptions {
  /** Keeps visitors' answers as production does, so a test sees what a stale cache would serve. */
  cache?: boolean;
  config?: Partial<AppConfig>;
}

/** The app on a fresh seeded database, its jobs running, its mail going to the SMTP server at `smtpUrl`. */
export async function startNewsletterApp(
  smtpUrl: string,
  rate = 600_000,
  options: NewsletterAppOptions = {},
) {
  const test: TestDatabase = await createNewsletterDatabase();
  const cache = options.cache ? await openResponseCache(test.database, 16 * 1024 * 1024) : undefined;
  const mailer = smtpMailer(smtpUrl, 'Pupitre <no-responder@localhost>');
  const jobs: RunningJobs = await startJobs({
    database: test.database,
    databaseUrl: test.url,
    mailer,
    publicUrl: PUBLIC_URL,
    newsletterRate: rate,
    pollingIntervalSeconds: 0.5,
    holdMs: 1_000,
  });
  const app = createApp({
    db: test.database.db,
    config: { ...config, ...options.config },
    services: { mailer, jobs: jobs.queue },
    log: () => {},
    cache,
  });
  const seeded = { app, database: test.database, outbox: [], cache: cache as ResponseCache };
  return {
    seeded,
    database: test.database,
    api: client(seeded),
    jobs,
    async close() {
      await jobs.stop(2_000);
      await cache?.changes.close();
      await test.drop();
    },
  };
}
