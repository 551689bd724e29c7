import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { CloseIcon } from '../../icons/CloseIcon';
import { blockIcon } from '../../internal/block-icon.css';
import type { Tone } from '../../theme/vocabulary';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';

export const DEFAULT_TOAST_DURATION = 5000;
export const toastTones = ['primary', 'success', 'danger'] as const satisfies readonly Tone[];
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  title: string;
  description?: string;
  /** primary (default) for news, success when something worked, danger when it failed. */
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; 5 s by default (the spec's toasts). */
  duration?: number;
}

interface ShownToast extends ToastOptions {
  id: number;
}

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

/** Renders toasts in a viewport (F8 jumps to it) and gives `useToast()` to its children. */
export function ToastProvider({
  children,
  label = 'Notificaciones',
}: {
  children: ReactNode;
  label?: string;
}) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((options: ToastOptions) => {
    setToasts((current) => [...current, { ...options, id: Date.now() + Math.random() }]);
  }, []);
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={DEFAULT_TOAST_DURATION} label={label} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={`${styles.toast} ${styles.tone[toast.tone ?? 'primary']}`}
            duration={toast.duration}
            type={toast.tone === 'danger' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) remove(toast.id);
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
                label="Cerrar notificación"
                icon={<CloseIcon size="xs" className={blockIcon} />}
              />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (options: ToastOptions) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
