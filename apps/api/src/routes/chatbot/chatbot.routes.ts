import { chatMessageSchema, chatReplySchema, formMessages } from '@pupitre/data';
import { jsonRoute } from '../../http/json-route';
import { invalidBodyDetail } from '../../http/validation';

export const message = jsonRoute({
  method: 'post',
  path: '/message',
  tags: ['chatbot'],
  summary: 'Pregunta al asistente: responde con los artículos del sitio que vienen al caso',
  middleware: invalidBodyDetail(formMessages.chatEmpty),
  body: chatMessageSchema,
  answer: [chatReplySchema, 'La respuesta del asistente.'],
  rateLimited: true,
});
