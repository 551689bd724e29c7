// A server's job runner alone, for the crash tests: they kill it with SIGKILL mid-newsletter and start it again.
import { openDatabase } from '../../db/client';
import { smtpMailer } from '../../mail/mailer';
import { startJobs } from '../start-jobs';

const { CRASH_DATABASE_URL, CRASH_DATA_DIR, CRASH_SMTP_URL, NEWSLETTER_RATE } = process.env;
const database = await openDatabase(
  CRASH_DATABASE_URL ? { url: CRASH_DATABASE_URL } : { dataDir: String(CRASH_DATA_DIR) },
);
await startJobs({
  database,
  databaseUrl: CRASH_DATABASE_URL,
  mailer: smtpMailer(`${CRASH_SMTP_URL}?pool=true&maxConnections=5`),
  publicUrl: 'http://localhost:3000',
  newsletterRate: Number(NEWSLETTER_RATE),
  pollingIntervalSeconds: 0.5,
  holdMs: 1_000,
  onError: (error) => console.error('job queue error', error),
});
console.log('jobs started');
