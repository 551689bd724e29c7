import type { NewsletterStat } from '@pupitre/data';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';

/** Requests listed when no posts are named: the newest. */
export const NEWEST_REQUESTS = 200;

/**
 * The newsletters of the named posts (the admin panel's page), or the newest requests, each with its
 * deliveries counted by state from that post's range of newsletter_entregas_cola_idx: the cost follows
 * the posts asked about and their subscribers, never the number of emailed posts.
 */
export async function newsletterStats(db: Db, postIds?: readonly number[]): Promise<NewsletterStat[]> {
  const chosen = postIds
    ? sql`SELECT * FROM newsletter_envios WHERE publicacion_id = ANY(${`{${postIds.join(',')}}`}::int[])`
    : sql`SELECT * FROM newsletter_envios ORDER BY solicitado_at DESC, publicacion_id DESC LIMIT ${NEWEST_REQUESTS}`;
  const rows = await selectRows<{
    id: number;
    titulo: string;
    solicitado: Date | string;
    terminado: Date | string | null;
    destinatarios: number;
    enviados: number;
    fallidos: number;
    pendientes: number;
  }>(
    db,
    sql`SELECT p.id, p.titulo, n.solicitado_at AS solicitado, n.terminado_at AS terminado, e.*
        FROM (${chosen}) AS n
        JOIN publicaciones p ON p.id = n.publicacion_id
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS destinatarios,
            count(*) FILTER (WHERE estado = 'enviado')::int AS enviados,
            count(*) FILTER (WHERE estado = 'fallido')::int AS fallidos,
            count(*) FILTER (WHERE estado IN ('pendiente', 'enviando'))::int AS pendientes
          FROM newsletter_entregas WHERE publicacion_id = n.publicacion_id
        ) AS e
        ORDER BY n.solicitado_at DESC, p.id DESC`,
  );
  const iso = (value: Date | string) => new Date(value).toISOString();
  return rows.map((row) => ({
    ID_publicaciones: row.id,
    Titulo: row.titulo,
    solicitado: iso(row.solicitado),
    terminado: row.terminado === null ? null : iso(row.terminado),
    destinatarios: row.destinatarios,
    enviados: row.enviados,
    fallidos: row.fallidos,
    pendientes: row.pendientes,
  }));
}
