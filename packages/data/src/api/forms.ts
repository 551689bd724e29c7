import type { z } from 'zod';
import { detailSchema } from '../schemas/detail';
import {
  type ChatPrevious,
  type ChatSource,
  chatReplySchema,
  type contactSchema,
  siteContactSchema,
} from '../schemas/forms';
import type { ApiClient } from './client';

// A reply without text is not an error: the widget then apologises in its own words.
const chatAnswerSchema = chatReplySchema.partial();

export interface ChatReply {
  text: string;
  /** The articles the answer came from, best first; empty when it came from none. */
  sources: ChatSource[];
}

/**
 * The assistant's reply: null when the answer has no `response` field. `previous` (the last question
 * and its article) lets a follow-up such as "¿Y eso sirve para matemáticas?" keep its topic.
 */
export async function sendChatMessage(
  client: ApiClient,
  message: string,
  previous?: ChatPrevious,
): Promise<ChatReply | null> {
  const body = previous ? { message, previous } : { message };
  const answer = await client.request('post', '/chatbot/message', chatAnswerSchema, body);
  if (answer.response === undefined) return null;
  return { text: answer.response, sources: answer.sources ?? [] };
}

export async function subscribeNewsletter(client: ApiClient, email: string): Promise<void> {
  await client.request(
    'post',
    '/newsletter',
    detailSchema,
    { email },
    { errorMessage: 'No se pudo completar la suscripción. Intenta de nuevo más tarde.' },
  );
}

export async function sendContactMessage(
  client: ApiClient,
  message: z.input<typeof contactSchema>,
): Promise<void> {
  await client.request('post', '/contacto', detailSchema, message, {
    errorMessage: 'No se pudo enviar el mensaje. Intenta de nuevo más tarde.',
  });
}

/** GET /api/contacto: the address readers write to; null when the server has none to show. */
export async function fetchSiteContact(client: ApiClient): Promise<string | null> {
  return (await client.request('get', '/contacto', siteContactSchema)).email;
}
