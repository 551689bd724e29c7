import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { hashToken } from '../auth/token-hash';
import { selectRows } from '../db/select-rows';
import { CONFIRMATION_SUBJECT, ConfirmationEmail } from '../mail/emails/ConfirmationEmail';
import { newsletterLinks } from '../mail/newsletter-links';
import { renderEmail } from '../mail/render-email';
import type { JobContext } from './job-context';

export const CONFIRMATION_VALID_HOURS = 48;

/**
 * A fresh single-use link for a pending subscription: only its hash is stored, and a new link replaces
 * the previous one. Nothing is sent to an address that confirmed or left meanwhile.
 */
export async function sendConfirmation(context: JobContext, subscriptionId: number): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await selectRows<{ email: string }>(
    context.db,
    sql`UPDATE suscripciones_newsletter
        SET confirmacion_hash = ${hashToken(token)},
            confirmacion_expira = now() + make_interval(hours => ${CONFIRMATION_VALID_HOURS})
        WHERE id = ${subscriptionId} AND estado = 'pendiente' RETURNING email`,
  );
  if (!row) return;
  const confirmUrl = newsletterLinks(context.publicUrl).confirm(token);
  const { html, text } = await renderEmail(createElement(ConfirmationEmail, { confirmUrl }));
  await context.mailer.send({ to: row.email, subject: CONFIRMATION_SUBJECT, html, text });
}
