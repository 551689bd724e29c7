import { z } from 'zod';
import type { contactSchema } from '../schemas/forms';
import type { ApiClient } from './client';

/** The assistant's reply: null when the answer has no `response` field (the widget then apologises). */
export async function sendChatMessage(client: ApiClient, message: string): Promise<string | null> {
  const answer = await client.request('post', '/chatbot/message', z.unknown(), { message });
  const response = (answer as { response?: unknown } | null)?.response;
  return typeof response === 'string' ? response : null;
}

export async function subscribeNewsletter(client: ApiClient, email: string): Promise<void> {
  await client.request(
    'post',
    '/newsletter',
    z.unknown(),
    { email },
    {
      errorMessage: 'No se pudo completar la suscripción. Intenta de nuevo más tarde.',
    },
  );
}

export async function sendContactMessage(
  client: ApiClient,
  message: z.input<typeof contactSchema>,
): Promise<void> {
  await client.request('post', '/contacto', z.unknown(), message, {
    errorMessage: 'No se pudo enviar el mensaje. Intenta de nuevo más tarde.',
  });
}
