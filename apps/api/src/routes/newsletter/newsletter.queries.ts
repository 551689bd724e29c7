import type { NewsletterStat } from '@pupitre/data';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';

/** Each post's newsletter with its deliveries counted by state, newest request first. */
export async function newsletterStats(db: Db): Promise<NewsletterStat[]> {
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
    sql`SELECT p.id, p.titulo, n.solicitado_at AS solicitado, n.terminado_at AS terminado,
          count(e.id)::int AS destinatarios,
          count(e.id) FILTER (WHERE e.estado = 'enviado')::int AS enviados,
          count(e.id) FILTER (WHERE e.estado = 'fallido')::int AS fallidos,
          count(e.id) FILTER (WHERE e.estado IN ('pendiente', 'enviando'))::int AS pendientes
        FROM newsletter_envios n
        JOIN publicaciones p ON p.id = n.publicacion_id
        LEFT JOIN newsletter_entregas e ON e.publicacion_id = n.publicacion_id
        GROUP BY p.id, p.titulo, n.solicitado_at, n.terminado_at
        ORDER BY n.solicitado_at DESC, p.id DESC
        LIMIT 200`,
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
