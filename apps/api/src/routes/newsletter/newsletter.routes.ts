import {
  detailSchema,
  formMessages,
  MAX_RECORD_ID,
  newsletterMessages,
  newsletterSchema,
  newsletterStatListSchema,
} from '@pupitre/data';
import { z } from 'zod';
import { jsonRoute } from '../../http/json-route';

const tags = ['newsletter'];
const keyParams = z.object({ clave: z.string().max(64) });

/** The admin panel asks about one page of posts at a time. */
export const MAX_POSTS_ASKED = 100;
const statsQuery = z.object({
  publicaciones: z
    .string()
    .max(1200, 'La lista de publicaciones es demasiado larga')
    .optional()
    .describe('Ids de publicación separados por comas; sin ella, los 200 envíos más recientes')
    .transform((value) => value?.split(',').map((part) => Number(part.trim())))
    .refine(
      (ids) => !ids || ids.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID),
      `Cada publicación debe ser un id entre 1 y ${MAX_RECORD_ID}`,
    )
    .refine(
      (ids) => !ids || ids.length <= MAX_POSTS_ASKED,
      `Indica como mucho ${MAX_POSTS_ASKED} publicaciones`,
    ),
});

export const subscribe = jsonRoute({
  method: 'post',
  path: '/',
  tags,
  summary:
    'Suscribirse al newsletter: guarda la suscripción pendiente y envía el enlace de confirmación (como mucho uno por hora); la respuesta es la misma exista o no la dirección',
  body: newsletterSchema,
  answer: [detailSchema, formMessages.newsletterThanks],
  rateLimited: true,
});

export const confirm = jsonRoute({
  method: 'post',
  path: '/confirmar',
  tags,
  summary: 'Confirmar una suscripción con el enlace de un solo uso (válido 48 horas)',
  body: z.object({ token: z.string().min(1).max(128) }),
  answer: [detailSchema, newsletterMessages.confirmed],
  errors: { 404: newsletterMessages.invalidLink },
});

/** What a subscriber does from the link in every email: no session, the link's key is the proof. */
const byUnsubscribeKey = <Method extends 'post' | 'delete'>(
  method: Method,
  path: string,
  summary: string,
  done: string,
) =>
  jsonRoute({
    method,
    path,
    tags,
    summary,
    params: keyParams,
    answer: [detailSchema, done],
    errors: { 404: newsletterMessages.invalidLink },
  });

export const oneClickUnsubscribe = byUnsubscribeKey(
  'post',
  '/baja/{clave}',
  'Cancelar la suscripción en un clic (RFC 8058: el cliente de correo envía List-Unsubscribe=One-Click, sin sesión)',
  newsletterMessages.unsubscribed,
);

export const dataCopy = byUnsubscribeKey(
  'post',
  '/baja/{clave}/datos',
  'Pedir una copia de lo que guardamos del suscriptor: llega a su propio correo',
  newsletterMessages.dataCopySent,
);

export const forget = byUnsubscribeKey(
  'delete',
  '/baja/{clave}',
  'Eliminar los datos del suscriptor',
  newsletterMessages.dataDeleted,
);

export const stats = jsonRoute({
  method: 'get',
  path: '/envios',
  tags,
  summary: 'Por publicación enviada por correo: a cuántos, enviados, fallidos y pendientes (administradores)',
  access: 'superuser',
  query: statsQuery,
  answer: [newsletterStatListSchema, 'Los envíos, el más reciente primero'],
});
