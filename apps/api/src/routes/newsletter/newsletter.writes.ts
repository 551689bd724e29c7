import { sql } from 'drizzle-orm';
import { hashToken } from '../../auth/token-hash';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';

/** Hours between two confirmation emails to one address, whoever asks. */
export const CONFIRMATION_EVERY_HOURS = 1;

const KEY_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Keys come from links: anything not shaped like one is no key at all (and never reaches the database). */
export const isKey = (key: string) => KEY_SHAPE.test(key);

/**
 * Keeps the address as a pending subscription and says whether a confirmation email is due: none to a
 * confirmed address, and at most one an hour to the others. An address that had left starts over.
 */
export async function subscribe(db: Db, email: string): Promise<number | undefined> {
  await db.execute(
    sql`INSERT INTO suscripciones_newsletter (email) VALUES (${email.toLowerCase()}) ON CONFLICT DO NOTHING`,
  );
  const [due] = await selectRows<{ id: number }>(
    db,
    sql`UPDATE suscripciones_newsletter
        SET confirmacion_enviada_at = now(), estado = 'pendiente'
        WHERE lower(email) = ${email.toLowerCase()} AND estado <> 'confirmada'
          AND (confirmacion_enviada_at IS NULL
               OR confirmacion_enviada_at <= now() - make_interval(hours => ${CONFIRMATION_EVERY_HOURS}))
        RETURNING id`,
  );
  return due?.id;
}

/** Confirms the subscription the token belongs to, once: the token is spent in the same statement. */
export async function confirm(db: Db, token: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE suscripciones_newsletter
        SET estado = 'confirmada', confirmada_at = now(), confirmacion_hash = NULL, confirmacion_expira = NULL
        WHERE confirmacion_hash = ${hashToken(token)} AND confirmacion_expira > now() AND estado = 'pendiente'
        RETURNING id`,
  );
  return rows.length > 0;
}

export async function findByKey(db: Db, key: string): Promise<{ id: number; estado: string } | undefined> {
  if (!isKey(key)) return undefined;
  const [row] = await selectRows<{ id: number; estado: string }>(
    db,
    sql`SELECT id, estado FROM suscripciones_newsletter WHERE clave_baja = ${key}`,
  );
  return row;
}

/** Stops every newsletter email to the key's address; sending jobs skip it from their next claim. */
export async function unsubscribe(db: Db, key: string): Promise<boolean> {
  if (!isKey(key)) return false;
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE suscripciones_newsletter
        SET estado = 'baja', confirmacion_hash = NULL, confirmacion_expira = NULL
        WHERE clave_baja = ${key} RETURNING id`,
  );
  return rows.length > 0;
}

/** Deletes the subscriber; their past deliveries keep no address, only that they were sent, for the counts. */
export async function forget(db: Db, key: string): Promise<boolean> {
  if (!isKey(key)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE newsletter_entregas SET email = ''
          WHERE suscripcion_id = (SELECT id FROM suscripciones_newsletter WHERE clave_baja = ${key})`,
    );
    const gone = await selectRows<{ id: number }>(
      tx as unknown as Db,
      sql`DELETE FROM suscripciones_newsletter WHERE clave_baja = ${key} RETURNING id`,
    );
    return gone.length > 0;
  });
}
