export {
  DEFAULT_TOAST_DURATION,
  type ToastOptions,
  ToastProvider,
  type ToastTone,
  toastTones,
  useToast,
} from './ToastProvider';
