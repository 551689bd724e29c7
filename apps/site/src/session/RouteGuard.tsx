import { Spinner, useToast } from '@pupitre/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { paths } from '../paths';
import type { Access } from '../routes';
import { LOGIN_REQUIRED, returnPathFrom } from './return-path';
import { useSession } from './SessionProvider';

export const ACCESS_DENIED = 'Acceso denegado. Se requieren privilegios de administrador.';

function DeniedToHome() {
  const toast = useToast();
  useEffect(() => {
    toast({ title: ACCESS_DENIED, tone: 'danger' });
  }, [toast]);
  return <Redirect to={paths.root()} replace />;
}

export interface RouteGuardProps {
  access: Access;
  /** The page as a visitor sees it while the session loads: what the server rendered, so hydration matches. */
  showWhileLoading?: boolean;
  /** Once shown to its user, the page stays when the session ends (the page asks to sign in again). */
  keepOpenWhenSessionEnds?: boolean;
  children: ReactNode;
}

/** The guards of accounts-admin §2: a spinner while the session loads, then the page or a redirect. */
export function RouteGuard({
  access,
  showWhileLoading = false,
  keepOpenWhenSessionEnds = false,
  children,
}: RouteGuardProps) {
  const { status, user } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const shownToUser = useRef(false);
  if (access === 'public') return children;
  if (!user && keepOpenWhenSessionEnds && shownToUser.current) return children;
  if (status === 'loading')
    return showWhileLoading ? children : <Spinner size="lg" label="Cargando sesión..." />;
  if (access === 'visitor-only') {
    return user ? <Redirect to={returnPathFrom(search) ?? paths.dashboard()} replace /> : children;
  }
  if (!user) {
    // Says why, and remembers the page so logging in (or registering first) leads back to it.
    const here = search ? `${location}?${search}` : location;
    return <Redirect to={paths.login(here)} replace state={{ message: LOGIN_REQUIRED, tone: 'info' }} />;
  }
  if (access === 'superuser' && !user.isSuperuser) return <DeniedToHome />;
  shownToUser.current = true;
  return children;
}
