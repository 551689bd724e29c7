import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';
import type { JobContext } from './job-context';
import { queues } from './queue-names';
import { queueNewsletter } from './send-newsletter.job';

/** Queues the publishing of a scheduled post at its time; a job for an earlier time does nothing. */
export function queuePublish(context: Pick<JobContext, 'queue'>, postId: number, at: Date) {
  return context.queue.send(queues.publish, { postId }, { startAfter: at });
}

/**
 * Publishes the post if its schedule is due, in one statement: the schedule row is the job's key, so a
 * repeated, early or cancelled job changes nothing. The newsletter is asked for in the same statement.
 * The database's change notices empty the response caches.
 */
export async function publishScheduled(context: JobContext, postId: number): Promise<boolean> {
  const [row] = await selectRows<{ id: number | null; enviar: boolean | null }>(
    context.db,
    sql`WITH due AS (
          DELETE FROM publicaciones_programadas WHERE publicacion_id = ${postId} AND publicar_at <= now()
          RETURNING enviar),
        published AS (
          UPDATE publicaciones SET estado = 'publicado', fecha_creacion = now(), fecha_modificacion = now()
          WHERE id = ${postId} AND EXISTS (SELECT 1 FROM due) RETURNING id),
        asked AS (
          INSERT INTO newsletter_envios (publicacion_id)
          SELECT id FROM published WHERE (SELECT enviar FROM due) ON CONFLICT DO NOTHING RETURNING 1)
        SELECT (SELECT id FROM published) AS id, (SELECT enviar FROM due) AS enviar,
               (SELECT count(*) FROM asked) AS asked`,
  );
  if (!row?.id) return false;
  if (row.enviar) await queueNewsletter(context, postId);
  return true;
}

/** Scheduled posts whose time has come (a lost job, a restart): the sweep queues them again. */
export async function dueSchedules(db: Db): Promise<number[]> {
  const rows = await selectRows<{ publicacion_id: number }>(
    db,
    sql`SELECT publicacion_id FROM publicaciones_programadas WHERE publicar_at <= now()`,
  );
  return rows.map((row) => row.publicacion_id);
}
