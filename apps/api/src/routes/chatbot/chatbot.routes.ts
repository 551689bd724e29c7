import { createRoute } from '@hono/zod-openapi';
import { chatMessageSchema, chatReplySchema, formMessages } from '@pupitre/data';
import { bodyFailures, jsonBody, jsonContent, tooManyRequests } from '../../http/contract';
import { invalidBodyDetail } from '../../http/validation';

export const message = createRoute({
  method: 'post',
  path: '/message',
  tags: ['chatbot'],
  summary: 'Pregunta al asistente: responde con los artículos del sitio que vienen al caso',
  middleware: invalidBodyDetail(formMessages.chatEmpty),
  request: { body: jsonBody(chatMessageSchema) },
  responses: {
    200: jsonContent(chatReplySchema, 'La respuesta del asistente.'),
    ...bodyFailures,
    ...tooManyRequests,
  },
});
