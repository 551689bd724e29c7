import { useEffect, useRef, useState } from 'react';
import { PersonIcon } from '../../icons/PersonIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { headerMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Avatar } from '../Avatar/Avatar';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Header.css';
import type { HeaderLink } from './nav-items';
import type { ProfileMenuProps } from './ProfileMenu';
import { useReturnFocus } from './use-return-focus';

function MenuLinks({ links }: { links: HeaderLink[] }) {
  return links.map((link) => (
    <DropdownMenu.LinkItem key={`${link.href}-${link.label}`} href={link.href}>
      {link.label}
    </DropdownMenu.LinkItem>
  ));
}

/** The avatar's menu itself, on Radix: loaded on the first press, and open as it arrives. */
export default function ProfileMenuLoaded({ user, links, onLogout, onOpenChange }: ProfileMenuProps) {
  const messages = useMessages({ header: headerMessages });
  const [open, setOpen] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const logoutChosen = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useReturnFocus(confirming, trigger);
  // The press that loaded this code opened the menu: the header hears of it as of any other opening.
  const announceOpening = useRef(onOpenChange);
  useEffect(() => announceOpening.current(true), []);
  const displayName = user ? user.name.trim() || user.username : '';
  return (
    <>
      <DropdownMenu.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      >
        <DropdownMenu.Trigger asChild>
          <IconButton
            ref={trigger}
            label={messages.header.profileMenu}
            variant="outline"
            icon={
              user ? <Avatar src={user.avatarSrc} alt="" size="sm" /> : <PersonIcon className={blockIcon} />
            }
          />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          onCloseAutoFocus={() => {
            // The dialog opens only once the menu has closed and handed focus back to the avatar
            // button, so the menu's focus return never competes with the dialog's focus trap.
            if (!logoutChosen.current) return;
            logoutChosen.current = false;
            setConfirming(true);
          }}
        >
          {user ? (
            <>
              <div className={styles.userCard}>
                <Avatar src={user.avatarSrc} alt="" size="md" />
                <div className={styles.userText}>
                  <span className={styles.userName}>{displayName}</span>
                  <span className={styles.roleLabel}>
                    {user.isSuperuser ? messages.header.roleAdmin : messages.header.roleUser}
                  </span>
                </div>
              </div>
              <DropdownMenu.Separator />
              <MenuLinks links={links.account} />
              <DropdownMenu.Separator />
              <DropdownMenu.Item
                tone="danger"
                onSelect={() => {
                  logoutChosen.current = true;
                }}
              >
                {messages.header.logout}
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <MenuLinks links={links.visitor} />
              <DropdownMenu.Separator />
              <MenuLinks links={links.signIn} />
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {user && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={messages.header.logoutTitle}
          confirmLabel={messages.header.logoutConfirm}
          onConfirm={() => {
            setConfirming(false);
            onLogout();
          }}
        />
      )}
    </>
  );
}
