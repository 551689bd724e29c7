import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from '../../providers/LinkProvider';
import * as styles from './DropdownMenu.css';

function Content({ children, ...rest }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content className={styles.content} sideOffset={6} align="end" {...rest}>
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

function Item({ tone, ...rest }: ComponentProps<typeof RadixMenu.Item> & { tone?: 'danger' }) {
  return (
    <RadixMenu.Item className={[styles.item, tone === 'danger' ? styles.danger : ''].join(' ')} {...rest} />
  );
}

/** A menu entry that navigates through the app's link component. */
function LinkItem({ href, children }: { href: string; children: ReactNode }) {
  return (
    <RadixMenu.Item asChild className={styles.item}>
      <Link href={href}>{children}</Link>
    </RadixMenu.Item>
  );
}

function Separator() {
  return <RadixMenu.Separator className={styles.separator} />;
}

function Label({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

/**
 * Not modal by default: the page behind stays readable to assistive technology (a modal menu hides it
 * with aria-hidden while its trigger stays focusable), and Escape or Tab still close the menu.
 */
function Root({ modal = false, ...rest }: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={modal} {...rest} />;
}

/** DropdownMenu.Root / Trigger / Content / Item / LinkItem / Separator / Label, on Radix. */
export const DropdownMenu = {
  Root,
  Trigger: RadixMenu.Trigger,
  Content,
  Item,
  LinkItem,
  Separator,
  Label,
};
