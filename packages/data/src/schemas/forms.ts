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

/** GET /api/contacto: where readers write to, from the server's configuration (SITE_EMAIL). */
// Not z.email(): on a development machine the address is contacto@localhost.
export const siteContactSchema = z.object({ email: z.string().min(3).includes('@') });
export type SiteContact = z.infer<typeof siteContactSchema>;

/** POST /api/newsletter. */
export const newsletterSchema = z.object({ email });

/** POST /api/chatbot/message. */
export const chatMessageSchema = z.object({ message: text(formMessages.chatEmpty, 1000) });

/** An article the assistant's answer came from. */
export const chatSourceSchema = z.object({ id: z.number().int().positive(), titulo: z.string() });
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** `sources` lists those articles, best first; an older server sends none. */
export const chatReplySchema = z.object({
  response: z.string(),
  sources: z.array(chatSourceSchema).default([]),
});
