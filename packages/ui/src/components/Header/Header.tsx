import { type ReactNode, useState } from 'react';
import { useOptionalBrand } from '../../providers/BrandProvider';
import { Link } from '../../providers/LinkProvider';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import * as styles from './Header.css';
import { HeaderNav } from './HeaderNav';
import type { HeaderUser } from './header-user';
import type { HeaderNavItem, ProfileMenuLinks } from './nav-items';
import { ProfileMenu } from './ProfileMenu';
import { useScrollDirection } from './use-scroll-direction';

export type { HeaderUser } from './header-user';

export interface HeaderProps {
  /** The signed-in reader, or null for a visitor. */
  user: HeaderUser | null;
  /** The path on screen: its nav item gets aria-current. */
  currentPath: string;
  /** The main links, built from the app's routes (a role can get its own set). */
  navItems: HeaderNavItem[];
  /** The profile menu's links for a signed-in reader and for a visitor. */
  profileLinks: ProfileMenuLinks;
  /** Called after the reader confirms 'Sí, cerrar sesión'. */
  onLogout(): void;
  /** The app re-fetches the superuser flag when the profile menu opens (spec §4). */
  onProfileMenuOpen?(): void;
  /** Replaces the theme button; by default a <ThemeToggle/>, which needs a <ThemeProvider>. */
  themeToggle?: ReactNode;
}

/**
 * The fixed site header: brand, main links, theme toggle and profile menu. It slides away while the
 * reader scrolls down, returns on the way up, and casts a shadow once the page has scrolled.
 */
export function Header({
  user,
  currentPath,
  navItems,
  profileLinks,
  onLogout,
  onProfileMenuOpen,
  themeToggle,
}: HeaderProps) {
  const brand = useOptionalBrand();
  const { hidden, scrolled } = useScrollDirection();
  const [navOpen, setNavOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  // An open menu keeps the header in place: hiding it would strand the menu's anchor off screen.
  const pinned = navOpen || profileOpen;

  return (
    <header
      className={styles.header}
      data-hidden={(hidden && !pinned) || undefined}
      data-scrolled={scrolled || undefined}
    >
      <div className={styles.bar}>
        {brand && (
          <Link href={brand.homeHref ?? '/'} className={styles.brand}>
            {brand.logoSrc && (
              <img className={styles.brandLogo} src={brand.logoSrc} alt="" width={40} height={40} />
            )}
            <span className={styles.brandName}>{brand.name}</span>
          </Link>
        )}
        <HeaderNav items={navItems} currentPath={currentPath} open={navOpen} onOpenChange={setNavOpen} />
        <div className={styles.actions}>
          {themeToggle ?? <ThemeToggle />}
          <ProfileMenu
            user={user}
            links={profileLinks}
            onLogout={onLogout}
            onOpenChange={(open) => {
              setProfileOpen(open);
              if (open) onProfileMenuOpen?.();
            }}
          />
        </div>
      </div>
    </header>
  );
}
