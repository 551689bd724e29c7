import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { JobQueue } from './job-queue';
import type { SendRate } from './send-rate';

/** What every job handler works with. */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  queue: JobQueue;
  rate: SendRate;
  /** How long a claimed delivery is held before another worker may take it (its sender died). */
  holdMs: number;
}
