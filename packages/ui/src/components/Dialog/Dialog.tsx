import { Dialog as RadixDialog } from 'radix-ui';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { CloseIcon } from '../../icons/CloseIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { dialogMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export interface DialogContentProps extends Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** The close button's name (the dictionary's by default); false hides it (e.g. while a request runs). */
  closeLabel?: string | false;
}

/** The dialog panel: title and description wired for screen readers, focus kept inside, Escape closes. */
function Content({
  title,
  description,
  closeLabel,
  children,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const messages = useMessages({ dialog: dialogMessages });
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={[styles.content, className].filter(Boolean).join(' ')}
        onOpenAutoFocus={(event) => {
          // Still the control that opened the dialog: focus has not moved in yet.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // Radix gives the focus back to a Dialog.Trigger only; a dialog opened another way (a menu
          // item, a button that also does something else) would leave it on <body>.
          const back = opener.current;
          opener.current = null;
          if (event.defaultPrevented || !back?.isConnected || back === document.body) return;
          event.preventDefault();
          back.focus();
        }}
        {...rest}
      >
        <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
        ) : (
          <RadixDialog.Description className={styles.description} />
        )}
        {children}
        {closeLabel !== false && (
          <RadixDialog.Close asChild>
            <IconButton
              className={styles.close}
              size="sm"
              label={closeLabel ?? messages.dialog.close}
              icon={<CloseIcon size="xs" className={blockIcon} />}
            />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Dialog.Root / Trigger / Content / Actions / Close, on Radix. */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Close: RadixDialog.Close,
  Content,
  Actions,
};
