import type { ApiClient, User } from '@pupitre/data';
import { type MutationOptions, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCurrentUser, login, logout } from './api-calls';
import { useApiClient } from './api-client-context';
import { ownPostKeys } from './own-post-keys';

export const userKeys = {
  all: ['usuario'] as const,
  /** The signed-in user as the server has it now (GET /api/auth/user/). */
  current: () => [...userKeys.all, 'actual'] as const,
};

export const userQueries = {
  current: (client: ApiClient) =>
    queryOptions({
      queryKey: userKeys.current(),
      queryFn: () => fetchCurrentUser(client),
      // A refused session is answered at once; the client has already tried to renew the token.
      retry: false,
    }),
};

/** The signed-in user, read again on every mount; `select` shapes it for one screen. */
export function useCurrentUser<Shown = User>(options: { enabled: boolean; select: (user: User) => Shown }) {
  return useQuery({ ...userQueries.current(useApiClient()), ...options });
}

export interface Credentials {
  usernameOrEmail: string;
  password: string;
}

type LoginAnswer = Awaited<ReturnType<typeof login>>;

/**
 * The session's writes, run by the session provider with `runMutation`. Plain options, not
 * `mutationOptions`: the shell every page loads then needs none of `useMutation`'s code.
 */
export const sessionMutations = {
  login: (client: ApiClient): MutationOptions<LoginAnswer, Error, Credentials> => ({
    mutationFn: ({ usernameOrEmail, password }) => login(client, usernameOrEmail, password),
  }),
  logout: (client: ApiClient): MutationOptions<unknown, Error, string> => ({
    mutationFn: (refresh) => logout(client, refresh),
  }),
};

/** What belongs to one signed-in user: dropped whenever a session starts or ends. */
export function forgetSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: userKeys.all });
  queryClient.removeQueries({ queryKey: ownPostKeys.mine() });
}
