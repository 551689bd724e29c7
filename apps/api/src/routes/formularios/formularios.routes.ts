import { contactSchema, detailSchema, formMessages, siteContactSchema } from '@pupitre/data';
import { jsonRoute } from '../../http/json-route';

export const contactAddress = jsonRoute({
  method: 'get',
  path: '/',
  tags: ['contacto'],
  summary: 'El correo de contacto del sitio',
  answer: [siteContactSchema, 'La dirección a la que los lectores escriben (SITE_EMAIL).'],
});

export const contact = jsonRoute({
  method: 'post',
  path: '/',
  tags: ['contacto'],
  summary: 'Enviar un mensaje de contacto',
  body: contactSchema,
  status: 201,
  answer: [detailSchema, formMessages.contactSent],
  rateLimited: true,
});
