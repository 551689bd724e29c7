import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  title: string;
  /** The Spanish message for the reader (never a stack trace). */
  message?: ReactNode;
  actions?: ReactNode;
}

/** A failure the reader should notice: announced by screen readers as an alert. */
export function ErrorState({ title, message, actions }: ErrorStateProps) {
  return (
    <div role="alert" className={`${styles.block} ${styles.alert}`}>
      <Heading className={styles.title}>{title}</Heading>
      {message && <p className={styles.text}>{message}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
