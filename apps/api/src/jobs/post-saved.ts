import { type ParsedPostInput, scheduleMessages } from '@pupitre/data';
import { sql } from 'drizzle-orm';
import type { AppServices } from '../app-env';
import type { Db } from '../db/client';
import { queuePublish } from './publish-scheduled.job';
import { queueNewsletter } from './send-newsletter.job';

export const POST_SCHEDULED = scheduleMessages.scheduled;

const scheduledAt = (input: ParsedPostInput) => {
  const at = input.programadaPara ? new Date(input.programadaPara) : undefined;
  return at && at.getTime() > Date.now() ? at : undefined;
};

/** A post scheduled for later is saved as a draft until its time. */
export const asSaved = (input: ParsedPostInput): ParsedPostInput =>
  scheduledAt(input) ? { ...input, estado: 'borrador' } : input;

/**
 * What a save asks for beyond the post: its schedule, or its newsletter. The rows are written first and
 * the jobs queued after, so the sweep finds the rows again if the process dies in between. A post is
 * emailed once whatever is asked later (the request's primary key). Saves that ask for neither (an
 * autosave) leave a schedule as it is. Says whether the post is now scheduled.
 */
export async function afterPostSaved(
  { db, services }: { db: Db; services: AppServices },
  postId: number,
  input: ParsedPostInput,
): Promise<boolean> {
  const at = scheduledAt(input);
  const queue = services.jobs;
  if (at) {
    await db.execute(sql`
      INSERT INTO publicaciones_programadas (publicacion_id, publicar_at, enviar)
      VALUES (${postId}, ${at.toISOString()}, ${input.enviarSuscriptores === true})
      ON CONFLICT (publicacion_id) DO UPDATE SET publicar_at = excluded.publicar_at, enviar = excluded.enviar`);
    if (queue) await queuePublish({ queue }, postId, at);
    return true;
  }
  if (input.estado !== 'publicado') return false;
  await db.execute(sql`DELETE FROM publicaciones_programadas WHERE publicacion_id = ${postId}`);
  if (input.enviarSuscriptores === true) {
    await db.execute(
      sql`INSERT INTO newsletter_envios (publicacion_id) VALUES (${postId}) ON CONFLICT DO NOTHING`,
    );
    if (queue) await queueNewsletter({ queue }, postId);
  }
  return false;
}
