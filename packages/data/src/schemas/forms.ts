import { z } from 'zod';
import { EMAIL_PATTERN } from '../rules/email';

export const formMessages = {
  nameRequired: 'El nombre es requerido',
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'Ingresa un correo electrónico válido',
  subjectRequired: 'El asunto es requerido',
  messageRequired: 'El mensaje es requerido',
  tooLong: (max: number) => `No puede tener más de ${max} caracteres`,
  contactSent: 'Mensaje enviado correctamente. Te responderemos en un plazo de 48 horas.',
  newsletterThanks: '¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.',
  chatEmpty: 'El mensaje no puede estar vacío.',
} as const;

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, formMessages.tooLong(max));

const email = z
  .string({ error: formMessages.emailRequired })
  .trim()
  .min(1, { message: formMessages.emailRequired, abort: true })
  .max(254, formMessages.emailInvalid)
  .regex(EMAIL_PATTERN, formMessages.emailInvalid);

/** POST /api/contacto. */
export const contactSchema = z.object({
  nombre: text(formMessages.nameRequired, 120),
  email,
  asunto: text(formMessages.subjectRequired, 200),
  mensaje: text(formMessages.messageRequired, 5000),
});

/**
 * GET /api/contacto: where readers write to, from the server's configuration (SITE_EMAIL); null when
 * the public URL has no domain name and SITE_EMAIL is unset, so pages show no undeliverable address.
 */
export const siteContactSchema = z.object({ email: z.string().min(3).includes('@').nullable() });
export type SiteContact = z.infer<typeof siteContactSchema>;

/** POST /api/newsletter. */
export const newsletterSchema = z.object({ email });

/** The conversation's last question and the article its answer came from: a follow-up's context. */
export const chatPreviousSchema = z.object({
  question: z.string().trim().min(1).max(1000),
  articleId: z.number().int().positive(),
});
export type ChatPrevious = z.infer<typeof chatPreviousSchema>;

/** POST /api/chatbot/message. */
export const chatMessageSchema = z.object({
  message: text(formMessages.chatEmpty, 1000),
  previous: chatPreviousSchema.optional(),
});

/** An article the assistant's answer came from. */
export const chatSourceSchema = z.object({ id: z.number().int().positive(), titulo: z.string() });
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** `sources` lists those articles, best first; an older server sends none. */
export const chatReplySchema = z.object({
  response: z.string(),
  sources: z.array(chatSourceSchema).default([]),
});

/** The newsletter's double opt-in and one-click unsubscribe (decision 12). */
export const newsletterMessages = {
  checkInbox: 'Revisa tu bandeja de entrada y confirma tu suscripción con el enlace que te enviamos.',
  confirmed: '¡Suscripción confirmada! Recibirás nuestros artículos en tu correo.',
  invalidLink: 'El enlace no es válido o ha caducado.',
  unsubscribed: 'Cancelaste tu suscripción. No recibirás más correos del newsletter.',
  dataCopySent: 'Te enviamos una copia de tus datos a tu correo.',
  dataDeleted: 'Eliminamos tus datos del newsletter.',
} as const;
