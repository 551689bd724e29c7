import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { pgliteBossDb } from '../../jobs/pglite-boss-db';

/**
 * pg-boss's schema as this version's pg-boss makes it, with a partition for each of the backup's queues,
 * so the queue's rows can be loaded beside ours. Nothing is worked or scheduled.
 */
export async function createQueueSchema(
  database: Database,
  url: string | undefined,
  queues: { name: string; policy: string }[],
): Promise<void> {
  const connection =
    database.kind === 'pglite'
      ? { db: pgliteBossDb((database.db as unknown as { $client: PGlite }).$client) }
      : { connectionString: url, max: 1 };
  const boss = new PgBoss({
    ...connection,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: true,
  });
  boss.on('error', () => {});
  await boss.start();
  try {
    for (const queue of queues) {
      await boss.createQueue(queue.name, { name: queue.name, policy: queue.policy as PgBoss.QueuePolicy });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
