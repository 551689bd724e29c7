import { lazy, Suspense, startTransition, useState } from 'react';
import { PersonIcon } from '../../icons/PersonIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { Avatar } from '../Avatar/Avatar';
import { IconButton } from '../IconButton/IconButton';
import type { HeaderUser } from './header-user';
import type { ProfileMenuLinks } from './nav-items';

export interface ProfileMenuProps {
  user: HeaderUser | null;
  links: ProfileMenuLinks;
  onLogout(): void;
  onOpenChange(open: boolean): void;
}

// The menu, its dialog and their positioning code are not needed to read a page: they load when the
// pointer or focus reaches the button, and the button looks and is announced the same meanwhile.
const ProfileMenuLoaded = lazy(() => import('./ProfileMenuLoaded'));

type Wanted = 'not-yet' | 'closed' | 'open';

/** The avatar's menu: account links for a user, the site and sign-in links for a visitor. */
export function ProfileMenu(props: ProfileMenuProps) {
  const [wanted, setWanted] = useState<Wanted>('not-yet');
  const [focused, setFocused] = useState(false);
  // A transition keeps this button, focus included, on screen until the full menu is ready to take over.
  const reach = () =>
    startTransition(() => setWanted((current) => (current === 'not-yet' ? 'closed' : current)));
  const button = (
    <IconButton
      label="Menú de perfil"
      variant="outline"
      aria-haspopup="menu"
      aria-expanded={false}
      icon={
        props.user ? (
          <Avatar src={props.user.avatarSrc} alt="" size="sm" />
        ) : (
          <PersonIcon className={blockIcon} />
        )
      }
      onPointerEnter={reach}
      onFocus={() => {
        setFocused(true);
        reach();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => startTransition(() => setWanted('open'))}
    />
  );
  return (
    <Suspense fallback={button}>
      {wanted === 'not-yet' ? (
        button
      ) : (
        <ProfileMenuLoaded {...props} openAtOnce={wanted === 'open'} focusAtOnce={focused} />
      )}
    </Suspense>
  );
}
