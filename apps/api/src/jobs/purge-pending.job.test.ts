import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { selectRows } from '../db/select-rows';
import { createTestDatabase } from '../test/test-database';
import type { JobQueue } from './job-queue';
import { purgePendingSubscriptions } from './purge-pending.job';
import { queues } from './queue-names';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A queue that keeps what it is given: the confirmation job itself is tested with a real SMTP server. */
function keptQueue() {
  const sent: { name: string; data: object }[] = [];
  const queue: JobQueue = {
    async send(name, data) {
      sent.push({ name, data });
      return String(sent.length);
    },
  };
  return { queue, sent };
}

const stored = async () =>
  (
    await selectRows<{ email: string }>(
      database.db,
      sql`SELECT email FROM suscripciones_newsletter ORDER BY email`,
    )
  ).map((row) => row.email);

describe('the hourly purge of pending subscriptions', () => {
  it('asks a subscriber kept from before confirmations once, then deletes only the unconfirmed whose time ran out', async () => {
    await database.db.execute(sql`
      INSERT INTO suscripciones_newsletter (email, estado, created_at, confirmacion_enviada_at, confirmacion_hash, confirmacion_expira)
      VALUES
        ('de-antes@example.org', 'pendiente', now() - interval '200 days', NULL, NULL, NULL),
        ('confirmada@example.org', 'confirmada', now() - interval '200 days', NULL, NULL, NULL),
        ('caducada@example.org', 'pendiente', now() - interval '3 days', now() - interval '3 days', 'h1', now() - interval '1 day'),
        ('a-tiempo@example.org', 'pendiente', now() - interval '1 day', now() - interval '1 day', 'h2', now() + interval '1 day'),
        ('sin-enlace@example.org', 'pendiente', now() - interval '3 days', now() - interval '3 days', NULL, NULL)`);
    const first = keptQueue();
    expect(await purgePendingSubscriptions({ db: database.db, queue: first.queue })).toEqual({
      asked: 1,
      purged: 2,
    });
    const [earlier] = await selectRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM suscripciones_newsletter WHERE email = 'de-antes@example.org'`,
    );
    expect(first.sent).toEqual([{ name: queues.confirmation, data: { id: earlier?.id } }]);
    expect(await stored()).toEqual([
      'a-tiempo@example.org',
      'confirmada@example.org',
      'de-antes@example.org',
    ]);

    const second = keptQueue();
    expect(await purgePendingSubscriptions({ db: database.db, queue: second.queue })).toEqual({
      asked: 0,
      purged: 0,
    });
    expect(second.sent).toEqual([]);

    // Asked 49 hours ago and never confirmed: its chance is over.
    await database.db.execute(sql`
      UPDATE suscripciones_newsletter SET confirmacion_enviada_at = now() - interval '49 hours'
      WHERE email = 'de-antes@example.org'`);
    await purgePendingSubscriptions({ db: database.db, queue: keptQueue().queue });
    expect(await stored()).toEqual(['a-tiempo@example.org', 'confirmada@example.org']);
  });
});
