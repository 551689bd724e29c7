import type { MutationOptions, QueryClient } from '@tanstack/react-query';

/**
 * Runs a mutation through the client's mutation cache, as `useMutation` does, for code that needs
 * no mutation state of TanStack's on screen (the session's login and logout, the comment writes, the
 * newsletter boxes through useLightMutation). It leaves out the observer
 * `useMutation` adds, so the shell every reading page loads stays without it.
 */
export function runMutation<Data, Variables>(
  queryClient: QueryClient,
  options: MutationOptions<Data, Error, Variables>,
  variables: Variables,
): Promise<Data> {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}
