import type { User } from '@pupitre/data';
import { markSignedIn } from '@pupitre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { pageHydrated } from '../hydration/page-hydrated';
import { useApiClient } from '../queries/api-client-context';
import { runMutation } from '../queries/run-mutation';
import { forgetSessionData, sessionMutations, userQueries } from '../queries/session';
import { type Session, SessionContext } from './session-context';

import { tokenStore } from './token-store';

export { type Session, useSession } from './session-context';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Session['status']>('loading');
  const [user, setUser] = useState<User | null>(null);
  const client = useApiClient();
  const queryClient = useQueryClient();

  const endSession = useCallback(() => {
    setUser(null);
    forgetSessionData(queryClient);
  }, [queryClient]);

  const reloadUser = useCallback(async () => {
    if (!tokenStore.accessToken()) {
      endSession();
      return;
    }
    try {
      const current = await queryClient.fetchQuery(userQueries.current(client));
      tokenStore.saveSuperuser(current.isSuperuser);
      setUser(current);
    } catch (error) {
      // Only a refused session ends it; a network hiccup keeps the stored tokens for the next try.
      if ((error as { status?: number }).status === 401) tokenStore.clear();
      if (!tokenStore.accessToken()) endSession();
    }
  }, [client, queryClient, endSession]);

  useEffect(() => {
    // The first page renders as a visitor sees it (as the server did) until it is live.
    void pageHydrated.then(reloadUser).finally(() => setStatus('ready'));
    // Another tab logging out, or a failed token renewal, ends the session here too.
    const unsubscribe = tokenStore.subscribe(() => {
      if (!tokenStore.accessToken()) endSession();
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'accessToken') void reloadUser();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [reloadUser, endSession]);

  useEffect(() => {
    if (status === 'ready') markSignedIn(user !== null);
  }, [status, user]);

  const login = useCallback(
    async (usernameOrEmail: string, password: string, remember: boolean) => {
      const answer = await runMutation(queryClient, sessionMutations.login(client), {
        usernameOrEmail: usernameOrEmail.trim(),
        password,
      });
      tokenStore.saveLogin(answer, remember);
      // Nothing cached for a previous session may show in this one.
      forgetSessionData(queryClient);
      const current = await queryClient.fetchQuery(userQueries.current(client));
      setUser(current);
      return current;
    },
    [client, queryClient],
  );

  const logout = useCallback(() => {
    const refresh = tokenStore.refreshToken();
    tokenStore.clear();
    endSession();
    // The browser forgets the session at once; the server revokes it when it can be reached, and an
    // unreachable server only means the token lives until it expires.
    if (refresh) runMutation(queryClient, sessionMutations.logout(client), refresh).catch(() => undefined);
  }, [endSession, client, queryClient]);

  const value = useMemo<Session>(
    () => ({
      status,
      user,
      isSuperuser: user?.isSuperuser ?? false,
      login,
      logout,
      reloadUser,
      replaceUser: setUser,
    }),
    [status, user, login, logout, reloadUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
