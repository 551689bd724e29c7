import type { ReactNode } from 'react';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  title: string;
  /** The Spanish message for the reader (never a stack trace). */
  message?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** A failure the reader should notice: announced by screen readers as an alert. */
export function ErrorState({ title, message, actions, headingLevel = 2 }: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={`${styles.block} ${styles.alert}`}>
      <Heading className={styles.title}>{title}</Heading>
      {message && <p className={styles.text}>{message}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
