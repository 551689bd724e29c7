import type { ApiClient } from '@pupitre/data';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { sendChatMessage } from './api-calls';
import { useApiClient } from './api-client-context';

export const assistantMutations = {
  /** POST /api/chatbot/message: the reply's text and source articles, or null when it has no text. */
  ask: (client: ApiClient) =>
    mutationOptions({ mutationFn: (message: string) => sendChatMessage(client, message) }),
};

export function useAskAssistant() {
  return useMutation(assistantMutations.ask(useApiClient()));
}
