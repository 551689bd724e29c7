import { createRoute } from '@hono/zod-openapi';
import { contactSchema, detailSchema, formMessages, newsletterSchema } from '@pupitre/data';
import { bodyFailures, jsonBody, jsonContent, tooManyRequests } from '../../http/contract';

export const contact = createRoute({
  method: 'post',
  path: '/',
  tags: ['contacto'],
  summary: 'Enviar un mensaje de contacto',
  request: { body: jsonBody(contactSchema) },
  responses: {
    201: jsonContent(detailSchema, formMessages.contactSent),
    ...bodyFailures,
    ...tooManyRequests,
  },
});

export const subscribe = createRoute({
  method: 'post',
  path: '/',
  tags: ['newsletter'],
  summary: 'Suscribirse al newsletter (suscribirse dos veces no es un error)',
  request: { body: jsonBody(newsletterSchema) },
  responses: {
    200: jsonContent(detailSchema, formMessages.newsletterThanks),
    ...bodyFailures,
    ...tooManyRequests,
  },
});
