export {
  DEFAULT_TOAST_DURATION,
  type ToastOptions,
  ToastProvider,
  toastTones,
  useToast,
} from './ToastProvider';
