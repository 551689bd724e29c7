import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { toastMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import type { ShownToast, ToastOptions } from './toast-types';

export { DEFAULT_TOAST_DURATION, type ToastOptions, type ToastTone, toastTones } from './toast-types';

// Most pages never show a toast: the stack and Radix's toast code load with the first one.
const ToastStack = /*#__PURE__*/ lazy(() => import('./ToastStack'));

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

/** Gives `useToast()` to its children and shows their toasts in a viewport (F8 jumps to it). */
export function ToastProvider({ children, label }: { children: ReactNode; label?: string }) {
  const messages = useMessages({ toast: toastMessages });
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // Once shown, the stack stays mounted, so a closing toast can finish its exit.
  const [stackNeeded, setStackNeeded] = useState(false);
  const show = useCallback((options: ToastOptions) => {
    setStackNeeded(true);
    setToasts((current) => [...current, { ...options, id: Date.now() + Math.random() }]);
  }, []);
  const remove = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {stackNeeded && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} label={label ?? messages.toast.label} onClosed={remove} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (options: ToastOptions) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
