import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { pgliteBossDb } from './pglite-boss-db';
import { type QueueName, queueOptions } from './queue-names';

/** What the rest of the API needs of the queue: put a job in it. */
export interface JobQueue {
  send(name: QueueName, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
}

export interface QueueTuning {
  /** How often an idle worker asks for jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss keeps its jobs in our database, in its own `pgboss` schema, which it creates and migrates on
 * start. On PostgreSQL it has its own small pool and takes jobs with FOR UPDATE SKIP LOCKED, so with
 * several processes or machines each job runs once. On the embedded PGlite it runs through
 * `pgliteBossDb`, in this process, the only one that can open that database.
 */
export async function openJobQueue(database: Database, databaseUrl: string | undefined): Promise<PgBoss> {
  const connection =
    database.kind === 'pglite'
      ? { db: pgliteBossDb((database.db as unknown as { $client: PGlite }).$client) }
      : { connectionString: databaseUrl, max: 4, application_name: 'pupitre-jobs' };
  const boss = new PgBoss({ ...connection, schema: 'pgboss', archiveCompletedAfterSeconds: 3600 });
  await boss.start();
  for (const [name, options] of Object.entries(queueOptions)) {
    await boss.createQueue(name, { name, ...options });
  }
  return boss;
}
