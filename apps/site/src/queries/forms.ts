import type { ApiClient } from '@pupitre/data';
import { mutationOptions } from '@tanstack/react-query';
import { sendContactMessage, subscribeNewsletter } from './api-calls';

export type ContactMessage = Parameters<typeof sendContactMessage>[1];

export const formMutations = {
  /** POST /api/contacto (ARCHITECTURE decision 4). */
  contact: (client: ApiClient) =>
    mutationOptions({ mutationFn: (message: ContactMessage) => sendContactMessage(client, message) }),
  /** POST /api/newsletter. */
  newsletter: (client: ApiClient) =>
    mutationOptions({ mutationFn: (email: string) => subscribeNewsletter(client, email) }),
};
