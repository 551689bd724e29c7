import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';

export interface ClaimedDelivery {
  id: number;
  email: string;
  /** The idempotency key: also the email's Message-ID, the same on every attempt. */
  clave: string;
  claveBaja: string;
  intentos: number;
}

export const MAX_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 30;

/**
 * Makes one delivery per confirmed subscriber, once per post: the first caller marks the request as
 * fanned out in the same transaction, under the request row's lock, so two workers never both do it.
 */
export async function fanOut(db: Db, postId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await selectRows<{ publicacion_id: number }>(
      tx as unknown as Db,
      sql`UPDATE newsletter_envios SET destinatarios = 0
          WHERE publicacion_id = ${postId} AND destinatarios IS NULL RETURNING publicacion_id`,
    );
    if (!request) return;
    await tx.execute(sql`
      WITH made AS (
        INSERT INTO newsletter_entregas (publicacion_id, suscripcion_id, email)
        SELECT ${postId}, id, email FROM suscripciones_newsletter WHERE estado = 'confirmada'
        ON CONFLICT DO NOTHING RETURNING 1
      )
      UPDATE newsletter_envios SET destinatarios = (SELECT count(*) FROM made) WHERE publicacion_id = ${postId}`);
  });
}

/**
 * Takes up to `limit` deliveries that are due: pending ones, and those another worker claimed and
 * never finished (it died) once their hold ran out. The claim is committed before any email leaves.
 */
export async function claimDeliveries(db: Db, postId: number, limit: number, holdMs: number) {
  return selectRows<ClaimedDelivery>(
    db,
    sql`UPDATE newsletter_entregas e
        SET estado = 'enviando', intentos = e.intentos + 1,
            espera_hasta = now() + make_interval(secs => ${holdMs / 1000})
        FROM suscripciones_newsletter s
        WHERE s.id = e.suscripcion_id AND e.id IN (
          SELECT d.id FROM newsletter_entregas d
          JOIN suscripciones_newsletter t ON t.id = d.suscripcion_id AND t.estado = 'confirmada'
          WHERE d.publicacion_id = ${postId} AND d.estado IN ('pendiente', 'enviando') AND d.espera_hasta <= now()
          ORDER BY d.id LIMIT ${limit}
          FOR UPDATE OF d SKIP LOCKED)
        RETURNING e.id, e.email, e.clave, s.clave_baja AS "claveBaja", e.intentos`,
  );
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.execute(
    sql`UPDATE newsletter_entregas SET estado = 'enviado', enviado_at = now(), error = NULL WHERE id = ${id}`,
  );
}

/** A failed attempt waits 30 s, 60 s, 120 s ... before the next; after MAX_ATTEMPTS it stays failed. */
export async function markFailed(db: Db, delivery: ClaimedDelivery, error: string): Promise<void> {
  const last = delivery.intentos >= MAX_ATTEMPTS;
  const waitSeconds = RETRY_BASE_SECONDS * 2 ** (delivery.intentos - 1);
  await db.execute(
    sql`UPDATE newsletter_entregas
        SET estado = ${last ? 'fallido' : 'pendiente'}, error = ${error.slice(0, 500)},
            espera_hasta = now() + make_interval(secs => ${waitSeconds})
        WHERE id = ${delivery.id}`,
  );
}

/**
 * What is left of a post's newsletter: deliveries to people who left meanwhile are dropped; the others
 * say when the next one falls due (null when none remain).
 */
export async function remaining(db: Db, postId: number): Promise<{ left: number; nextDue: Date | null }> {
  await db.execute(sql`
    DELETE FROM newsletter_entregas d WHERE d.publicacion_id = ${postId}
    AND d.estado IN ('pendiente', 'enviando')
    AND NOT EXISTS (SELECT 1 FROM suscripciones_newsletter s WHERE s.id = d.suscripcion_id AND s.estado = 'confirmada')`);
  const [row] = await selectRows<{ left: number; next_due: Date | string | null }>(
    db,
    sql`SELECT count(*)::int AS left, min(espera_hasta) AS next_due FROM newsletter_entregas
        WHERE publicacion_id = ${postId} AND estado IN ('pendiente', 'enviando')`,
  );
  const nextDue = row?.next_due ? new Date(row.next_due) : null;
  return { left: row?.left ?? 0, nextDue };
}

export async function markFinished(db: Db, postId: number): Promise<void> {
  await db.execute(
    sql`UPDATE newsletter_envios SET terminado_at = now() WHERE publicacion_id = ${postId} AND terminado_at IS NULL`,
  );
}

/** Newsletters asked for and not finished: the sweep queues a job for each. */
export async function unfinishedNewsletters(db: Db): Promise<number[]> {
  const rows = await selectRows<{ publicacion_id: number }>(
    db,
    sql`SELECT publicacion_id FROM newsletter_envios WHERE terminado_at IS NULL ORDER BY publicacion_id`,
  );
  return rows.map((row) => row.publicacion_id);
}
