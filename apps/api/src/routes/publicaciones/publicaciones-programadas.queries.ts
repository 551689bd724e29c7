import type { ScheduledPost } from '@pupitre/data';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';

/** Every waiting schedule, soonest first: a handful at most, so one read. */
export async function listSchedules(db: Db): Promise<ScheduledPost[]> {
  const rows = await selectRows<{ id: number; titulo: string; publicar_at: Date | string; enviar: boolean }>(
    db,
    sql`SELECT p.id, p.titulo, s.publicar_at, s.enviar
        FROM publicaciones_programadas s JOIN publicaciones p ON p.id = s.publicacion_id
        ORDER BY s.publicar_at, p.id`,
  );
  return rows.map((row) => ({
    ID_publicaciones: row.id,
    Titulo: row.titulo,
    programadaPara: new Date(row.publicar_at).toISOString(),
    enviarSuscriptores: row.enviar,
  }));
}

/** Drops the schedule; a publishing job already queued finds no row and does nothing. */
export async function cancelSchedule(db: Db, postId: number): Promise<boolean> {
  const rows = await selectRows<{ publicacion_id: number }>(
    db,
    sql`DELETE FROM publicaciones_programadas WHERE publicacion_id = ${postId} RETURNING publicacion_id`,
  );
  return rows.length > 0;
}

/**
 * Moves an existing schedule. The job queued for the old time then finds the row not yet due and does
 * nothing, so only the new time's job publishes.
 */
export async function moveSchedule(db: Db, postId: number, at: Date, send?: boolean): Promise<boolean> {
  const rows = await selectRows<{ publicacion_id: number }>(
    db,
    sql`UPDATE publicaciones_programadas
        SET publicar_at = ${at.toISOString()}, enviar = coalesce(${send ?? null}::boolean, enviar)
        WHERE publicacion_id = ${postId} RETURNING publicacion_id`,
  );
  return rows.length > 0;
}
