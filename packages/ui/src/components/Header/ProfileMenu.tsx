import { useRef, useState } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Header.css';
import { PersonIcon } from './header-icons';
import type { HeaderUser } from './header-user';
import { superuserMenuLinks, visitorMenuLinks } from './nav-items';
import { useReturnFocus } from './use-return-focus';

export interface ProfileMenuProps {
  user: HeaderUser | null;
  onLogout(): void;
  onOpenChange(open: boolean): void;
}

/** The avatar's menu: account links for a user, the site and sign-in links for a visitor. */
export function ProfileMenu({ user, onLogout, onOpenChange }: ProfileMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const logoutChosen = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useReturnFocus(confirming, trigger);
  const displayName = user ? user.name.trim() || user.username : '';
  return (
    <>
      <DropdownMenu.Root onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger asChild>
          <IconButton
            ref={trigger}
            label="Menú de perfil"
            variant="outline"
            icon={user ? <Avatar src={user.avatarSrc} alt="" size="sm" /> : <PersonIcon />}
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
                  <span className={styles.roleLabel}>{user.isSuperuser ? 'Administrador' : 'Usuario'}</span>
                </div>
              </div>
              <DropdownMenu.Separator />
              <DropdownMenu.LinkItem href="/profile">Mi Perfil</DropdownMenu.LinkItem>
              {user.isSuperuser &&
                superuserMenuLinks.map((link) => (
                  <DropdownMenu.LinkItem key={link.href} href={link.href}>
                    {link.label}
                  </DropdownMenu.LinkItem>
                ))}
              <DropdownMenu.Separator />
              <DropdownMenu.Item
                tone="danger"
                onSelect={() => {
                  logoutChosen.current = true;
                }}
              >
                Cerrar Sesión
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              {visitorMenuLinks.map((link) => (
                <DropdownMenu.LinkItem key={link.href} href={link.href}>
                  {link.label}
                </DropdownMenu.LinkItem>
              ))}
              <DropdownMenu.Separator />
              <DropdownMenu.LinkItem href="/login">Iniciar Sesión</DropdownMenu.LinkItem>
              <DropdownMenu.LinkItem href="/register">Registrarse</DropdownMenu.LinkItem>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {user && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Confirmar cierre de sesión"
          confirmLabel="Sí, cerrar sesión"
          onConfirm={() => {
            setConfirming(false);
            onLogout();
          }}
        />
      )}
    </>
  );
}
