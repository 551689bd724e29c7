import { useMemo } from 'react';
import { useApiClient } from './api-client-context';
import { formMutations } from './forms';
import { useLightMutation } from './use-light-mutation';

/** Held by the footer on every page, so it runs without `useMutation` (see useLightMutation). */
export function useSubscribeNewsletter() {
  const client = useApiClient();
  return useLightMutation(useMemo(() => formMutations.newsletter(client), [client]));
}
