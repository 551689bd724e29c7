import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';
import { CONFIRMATION_VALID_HOURS } from './confirmation.job';

/**
 * Deletes subscriptions never confirmed: their link expired, or none was ever made for them (those kept
 * from before confirmations existed) and they are older than a link's life.
 */
export async function purgePendingSubscriptions(db: Db): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`DELETE FROM suscripciones_newsletter WHERE estado = 'pendiente' AND (
          confirmacion_expira < now()
          OR (confirmacion_expira IS NULL
              AND created_at < now() - make_interval(hours => ${CONFIRMATION_VALID_HOURS})))
        RETURNING id`,
  );
  return rows.length;
}
