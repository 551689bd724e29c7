import type { ReactNode } from 'react';
import * as styles from './field.css';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Characters used and allowed, for the 'n/500' counter. */
  count?: { used: number; max: number };
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** Label, control, hint, error and counter, wired together for assistive technology. */
export function FieldFrame({ id, label, hint, error, required, count, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {(hint || error || count) && (
        <div className={styles.footer}>
          {error ? (
            <p id={errorId(id)} className={styles.error} role="alert">
              {error}
            </p>
          ) : (
            hint && (
              <p id={hintId(id)} className={styles.hint}>
                {hint}
              </p>
            )
          )}
          {count && (
            <span
              className={`${styles.counter} ${count.used > count.max ? styles.counterOver : ''}`}
              aria-live="polite"
            >
              {count.used}/{count.max}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** aria-describedby for a control: the error when there is one, else the hint. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  if (error) return errorId(id);
  return hint ? hintId(id) : undefined;
}
