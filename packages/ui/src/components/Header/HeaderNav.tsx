import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../icons/CloseIcon';
import { MenuIcon } from '../../icons/MenuIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { headerMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Header.css';
import { currentState, type HeaderNavItem } from './nav-items';

export interface HeaderNavProps {
  items: HeaderNavItem[];
  currentPath: string;
  /** The narrow layout's menu; wide layouts always show the links. */
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The main links: a row on wide screens, a panel behind a menu button below 768 px. */
export function HeaderNav({ items, currentPath, open, onOpenChange }: HeaderNavProps) {
  const messages = useMessages({ header: headerMessages });
  const listId = useId();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // While the narrow menu is open, Escape or a press outside closes it, as a disclosure menu should.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onOpenChange]);

  return (
    <nav ref={nav} className={styles.nav} aria-label={messages.header.navLabel}>
      <span className={styles.menuButtonSlot}>
        <IconButton
          ref={button}
          label={open ? messages.header.closeMenu : messages.header.openMenu}
          icon={open ? <CloseIcon className={blockIcon} /> : <MenuIcon className={blockIcon} />}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => onOpenChange(!open)}
        />
      </span>
      <ul id={listId} className={styles.navList} data-open={open || undefined}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.navLink}
              aria-current={currentState(item, currentPath)}
              onClick={() => onOpenChange(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
