import { Toast as RadixToast } from 'radix-ui';
import { CloseIcon } from '../../icons/CloseIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { toastMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';
import { DEFAULT_TOAST_DURATION, type ShownToast } from './toast-types';

export interface ToastStackProps {
  toasts: ShownToast[];
  label: string;
  onClosed(id: number): void;
}

/** The toasts on screen, in a viewport that F8 jumps to. Loaded with the first toast a page shows. */
export default function ToastStack({ toasts, label, onClosed }: ToastStackProps) {
  const messages = useMessages({ toast: toastMessages });
  return (
    <RadixToast.Provider duration={DEFAULT_TOAST_DURATION} label={label} swipeDirection="right">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`${styles.toast} ${styles.tone[toast.tone ?? 'primary']}`}
          duration={toast.duration}
          type={toast.tone === 'danger' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClosed(toast.id);
          }}
        >
          <div>
            <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
            {toast.description && (
              <RadixToast.Description className={styles.description}>
                {toast.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close asChild>
            <IconButton
              size="sm"
              label={messages.toast.close}
              icon={<CloseIcon size="xs" className={blockIcon} />}
            />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        className={styles.viewport}
        label={messages.toast.regionLabel(messages.toast.label)}
      />
    </RadixToast.Provider>
  );
}
