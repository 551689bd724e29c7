import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
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
function Content({ title, description, closeLabel, children, className, ...rest }: DialogContentProps) {
  const messages = useMessages({ dialog: dialogMessages });
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content className={[styles.content, className].filter(Boolean).join(' ')} {...rest}>
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
