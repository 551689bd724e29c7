import { lazy, Suspense } from 'react';
import { PersonIcon } from '../../icons/PersonIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { useLoadOnPress } from '../../internal/use-load-on-press';
import { headerMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
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

// The menu, its dialog and their positioning code are not needed to read a page. Pointer or focus on
// the button fetches them; a press opens the menu as soon as they are here. The button is only
// replaced after a press, so no press can land on a button that is being swapped out.
const loadMenu = () => import('./ProfileMenuLoaded');
const ProfileMenuLoaded = /*#__PURE__*/ lazy(loadMenu);

/** The avatar's menu: account links for a user, the site and sign-in links for a visitor. */
export function ProfileMenu(props: ProfileMenuProps) {
  const messages = useMessages({ header: headerMessages });
  const { pressed, fetch, open } = useLoadOnPress(loadMenu);
  const button = (
    <IconButton
      label={messages.header.profileMenu}
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
      onPointerEnter={fetch}
      onFocus={fetch}
      onClick={open}
    />
  );
  return <Suspense fallback={button}>{pressed ? <ProfileMenuLoaded {...props} /> : button}</Suspense>;
}
