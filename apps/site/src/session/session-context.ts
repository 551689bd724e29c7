import type { User } from '@pupitre/data';
import { createContext, useContext } from 'react';

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

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
