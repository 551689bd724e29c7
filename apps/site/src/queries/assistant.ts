import type { ApiClient, ChatPrevious } from '@pupitre/data';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { sendChatMessage } from './api-calls';
import { useApiClient } from './api-client-context';

export interface AssistantQuestion {
  message: string;
  /** The chat's last question and its article, so a follow-up keeps its topic. */
  previous?: ChatPrevious | undefined;
}

export const assistantMutations = {
  /** POST /api/chatbot/message: the reply's text and source articles, or null when it has no text. */
  ask: (client: ApiClient) =>
    mutationOptions({
      mutationFn: ({ message, previous }: AssistantQuestion) => sendChatMessage(client, message, previous),
    }),
};

export function useAskAssistant() {
  return useMutation(assistantMutations.ask(useApiClient()));
}
