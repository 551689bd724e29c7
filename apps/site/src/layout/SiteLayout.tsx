import { Footer, Header, useToast } from '@pupitre/ui';
import { type ReactNode, useCallback } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../paths';
import { useSession } from '../session/SessionProvider';
import { displayableAvatar } from '../view/avatar-source';
import { AssistantWhenIdle } from './AssistantWhenIdle';
import { FooterNewsletter } from './FooterNewsletter';
import { headerNavItems, profileMenuLinks } from './header-links';
import * as styles from './SiteLayout.css';

export const LOGOUT_TOAST_MS = 3000;
export const LOGOUT_REDIRECT_MS = 1500;

/** Header, page, footer and the assistant on every page (reading-area §2). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const session = useSession();
  const toast = useToast();

  const logout = useCallback(() => {
    const name = session.user?.firstName || session.user?.username || '';
    session.logout();
    toast({
      title: `Hasta pronto, ${name}! Has cerrado sesión correctamente.`,
      tone: 'success',
      duration: LOGOUT_TOAST_MS,
    });
    setTimeout(() => navigate(paths.login()), LOGOUT_REDIRECT_MS);
  }, [session, toast, navigate]);

  const user = session.user
    ? {
        name: `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.username,
        username: session.user.username,
        avatarSrc: displayableAvatar(session.user.avatar, window.location.origin),
        isSuperuser: session.user.isSuperuser,
      }
    : null;
  const isSuperuser = user?.isSuperuser ?? false;

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#contenido">
        Saltar al contenido
      </a>
      <Header
        user={user}
        currentPath={location}
        navItems={headerNavItems(isSuperuser)}
        profileLinks={profileMenuLinks(isSuperuser, location)}
        onLogout={logout}
        onProfileMenuOpen={() => void session.reloadUser()}
      />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer newsletter={<FooterNewsletter />} />
      <AssistantWhenIdle />
    </div>
  );
}
