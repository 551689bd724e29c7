import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { selectRows } from '../db/select-rows';
import { DATA_COPY_SUBJECT, DataCopyEmail } from '../mail/emails/DataCopyEmail';
import { newsletterLinks } from '../mail/newsletter-links';
import { renderEmail } from '../mail/render-email';
import type { JobContext } from './job-context';

const day = (value: Date | string | null) =>
  value === null
    ? null
    : new Date(value).toLocaleString('es-ES', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Mexico_City',
      });

/** Everything stored about a subscriber, sent to their own address only. */
export async function sendDataCopy(context: JobContext, subscriptionId: number): Promise<void> {
  const [row] = await selectRows<{
    email: string;
    estado: string;
    created_at: Date | string;
    confirmada_at: Date | string | null;
    clave_baja: string;
    recibidos: number;
  }>(
    context.db,
    sql`SELECT s.email, s.estado, s.created_at, s.confirmada_at, s.clave_baja,
          (SELECT count(*)::int FROM newsletter_entregas e WHERE e.suscripcion_id = s.id AND e.estado = 'enviado') AS recibidos
        FROM suscripciones_newsletter s WHERE s.id = ${subscriptionId}`,
  );
  if (!row) return;
  const data = {
    email: row.email,
    estado: row.estado,
    suscritoEl: day(row.created_at) ?? '',
    confirmadoEl: day(row.confirmada_at),
    articulosRecibidos: row.recibidos,
  };
  const unsubscribeUrl = newsletterLinks(context.publicUrl).unsubscribePage(row.clave_baja);
  const { html, text } = await renderEmail(createElement(DataCopyEmail, { data, unsubscribeUrl }));
  await context.mailer.send({ to: row.email, subject: DATA_COPY_SUBJECT, html, text });
}
