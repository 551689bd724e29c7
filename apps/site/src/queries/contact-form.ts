import { useMutation } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { formMutations } from './forms';

/** The contact page's message; its own module, so `useMutation` stays with that page's chunk. */
export function useSendContactMessage() {
  return useMutation(formMutations.contact(useApiClient()));
}
