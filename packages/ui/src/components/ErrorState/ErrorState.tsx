import type { ReactNode } from 'react';
import { errorStateMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button, type ButtonTone } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** What failed, in Spanish, e.g. 'Error al cargar la categoría'. */
  title: string;
  /** The Spanish message for the reader (never a stack trace). */
  message?: ReactNode;
  /** Other ways out, after 'Reintentar'. */
  actions?: ReactNode;
  /** Offers 'Reintentar' (an outline button, before any other action) to ask for what failed again. */
  onRetry?(): void;
  /** The tone of the 'Reintentar' button. */
  retryTone?: ButtonTone;
}

/** A failure the reader should notice: announced by screen readers as an alert. */
export function ErrorState({ title, message, actions, onRetry, retryTone }: ErrorStateProps) {
  const messages = useMessages({ errorState: errorStateMessages });
  return (
    <div role="alert" className={`${styles.block} ${styles.alert}`}>
      <Heading className={styles.title}>{title}</Heading>
      {message && <p className={styles.text}>{message}</p>}
      {(onRetry || actions) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="outline" tone={retryTone} onClick={onRetry}>
              {messages.errorState.retry}
            </Button>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
