import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { sendConfirmation } from './confirmation.job';
import { sendDataCopy } from './data-copy.job';
import type { JobContext } from './job-context';
import { type JobQueue, openJobQueue, type QueueTuning } from './job-queue';
import { publishScheduled } from './publish-scheduled.job';
import { purgePendingSubscriptions } from './purge-pending.job';
import { queues } from './queue-names';
import { sendNewsletter } from './send-newsletter.job';
import { sendRate } from './send-rate';
import { sweep } from './sweep.job';

export interface JobsOptions extends QueueTuning {
  database: Database;
  /** Needed on PostgreSQL: pg-boss opens its own small pool. */
  databaseUrl?: string;
  mailer: Mailer;
  publicUrl: string;
  /** NEWSLETTER_RATE: emails a minute, across every process. */
  newsletterRate: number;
  /** Hold on a claimed delivery (NEWSLETTER_HOLD_S; 5 minutes unless set); the crash test shortens it. */
  holdMs?: number;
  onError?: (error: unknown) => void;
}

export interface RunningJobs {
  queue: JobQueue;
  boss: PgBoss;
  /** Stops taking jobs, waits for the running ones (up to `timeoutMs`), and closes pg-boss's pool. */
  stop(timeoutMs?: number): Promise<void>;
}

type Handler = (context: JobContext, data: { id?: number; postId?: number }) => Promise<unknown>;

const handlers: [string, Handler][] = [
  [queues.confirmation, (context, data) => sendConfirmation(context, Number(data.id))],
  [queues.dataCopy, (context, data) => sendDataCopy(context, Number(data.id))],
  [queues.newsletter, (context, data) => sendNewsletter(context, Number(data.postId))],
  [queues.publish, (context, data) => publishScheduled(context, Number(data.postId))],
  [queues.purge, (context) => purgePendingSubscriptions(context)],
  [queues.sweep, (context) => sweep(context)],
];

/** Opens the queue, works every queue in this process, and schedules the sweep and the purge. */
export async function startJobs(options: JobsOptions): Promise<RunningJobs> {
  const boss = await openJobQueue(options.database, options.databaseUrl);
  boss.on('error', (error) => options.onError?.(error));
  const queue: JobQueue = { send: (name, data, sendOptions) => boss.send(name, data, sendOptions ?? {}) };
  const context: JobContext = {
    db: options.database.db,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    queue,
    rate: sendRate(options.database.db, options.newsletterRate),
    holdMs: options.holdMs ?? 5 * 60_000,
  };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  for (const [name, handle] of handlers) {
    await boss.work<{ id?: number; postId?: number }>(name, { pollingIntervalSeconds }, async ([job]) => {
      if (job) await handle(context, job.data);
    });
  }
  await boss.schedule(queues.sweep, '* * * * *');
  await boss.schedule(queues.purge, '17 * * * *');
  await boss.send(queues.sweep, {});
  return {
    queue,
    boss,
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
