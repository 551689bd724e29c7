import { sql } from 'drizzle-orm';
import { selectRows } from '../db/select-rows';
import { CONFIRMATION_VALID_HOURS } from './confirmation.job';
import type { JobContext } from './job-context';
import { queues } from './queue-names';

/** Subscriptions from before confirmations existed, asked at most this many an hour. */
export const EARLIER_SUBSCRIBERS_PER_RUN = 500;

/**
 * Hourly. A subscription kept from before confirmations existed (migration 0014) was never asked: it
 * gets one confirmation link, a batch each run, instead of being deleted unasked. Then deletes the
 * subscriptions never confirmed: their link expired, or none could be made within a link's life.
 */
export async function purgePendingSubscriptions({ db, queue }: Pick<JobContext, 'db' | 'queue'>) {
  const asked = await selectRows<{ id: number }>(
    db,
    sql`UPDATE suscripciones_newsletter SET confirmacion_enviada_at = now()
        WHERE id IN (
          SELECT id FROM suscripciones_newsletter
          WHERE estado = 'pendiente' AND confirmacion_hash IS NULL AND confirmacion_enviada_at IS NULL
          ORDER BY id LIMIT ${EARLIER_SUBSCRIBERS_PER_RUN})
        RETURNING id`,
  );
  for (const { id } of asked) await queue.send(queues.confirmation, { id });
  const purged = await selectRows<{ id: number }>(
    db,
    sql`DELETE FROM suscripciones_newsletter WHERE estado = 'pendiente' AND (
          confirmacion_expira < now()
          OR (confirmacion_expira IS NULL
              AND confirmacion_enviada_at < now() - make_interval(hours => ${CONFIRMATION_VALID_HOURS})))
        RETURNING id`,
  );
  return { asked: asked.length, purged: purged.length };
}
