import type { Tone } from '../../theme/vocabulary';

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

export interface ShownToast extends ToastOptions {
  id: number;
}
