import { fetchCurrentUser, login as loginCall, type User } from '@pupitre/data';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { apiClient } from '../api-client';
import { tokenStore } from './token-store';

export interface Session {
  /** 'loading' while the stored session is checked against the server (guards show a spinner). */
  status: 'loading' | 'ready';
  user: User | null;
  isSuperuser: boolean;
  login(usernameOrEmail: string, password: string, remember: boolean): Promise<User>;
  /** Clears the stored session; the caller shows the goodbye toast and navigates. */
  logout(): void;
  /** Re-reads the user (the superuser flag too) from the server. */
  reloadUser(): Promise<void>;
  /** After an avatar change. */
  replaceUser(user: User): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Session['status']>('loading');
  const [user, setUser] = useState<User | null>(null);

  const reloadUser = useCallback(async () => {
    if (!tokenStore.accessToken()) {
      setUser(null);
      return;
    }
    try {
      const current = await fetchCurrentUser(apiClient);
      tokenStore.saveSuperuser(current.isSuperuser);
      setUser(current);
    } catch (error) {
      // Only a refused session ends it; a network hiccup keeps the stored tokens for the next try.
      if ((error as { status?: number }).status === 401) tokenStore.clear();
      if (!tokenStore.accessToken()) setUser(null);
    }
  }, []);

  useEffect(() => {
    void reloadUser().finally(() => setStatus('ready'));
    // Another tab logging out, or a failed token renewal, ends the session here too.
    const unsubscribe = tokenStore.subscribe(() => {
      if (!tokenStore.accessToken()) setUser(null);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'accessToken') void reloadUser();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [reloadUser]);

  const login = useCallback(async (usernameOrEmail: string, password: string, remember: boolean) => {
    const answer = await loginCall(apiClient, usernameOrEmail.trim(), password);
    tokenStore.saveLogin(answer, remember);
    const current = await fetchCurrentUser(apiClient);
    setUser(current);
    return current;
  }, []);

  const logout = useCallback(() => {
    tokenStore.clear();
    setUser(null);
  }, []);

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

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
