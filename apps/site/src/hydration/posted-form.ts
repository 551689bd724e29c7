import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Where the server keeps the outcome of a form posted without scripts (a register error, the
 * recovery email sent): in the page's query cache, so the browser hydrates the very same outcome.
 * It belongs to that one answer: the first navigation forgets it.
 */
export const POSTED_FORM_KEY = ['formulario-enviado'] as const;

/** The outcome of the form this page was rendered for, read once as the page mounts; null otherwise. */
export function usePostedForm<Outcome>(): Outcome | null {
  const queryClient = useQueryClient();
  const [outcome] = useState(() => queryClient.getQueryData<Outcome>(POSTED_FORM_KEY) ?? null);
  return outcome;
}
