import { Card } from '@pupitre/ui';
import { type ReactNode, useId } from 'react';
import * as styles from './AccountCard.css';

export interface AccountCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card's content ('¿Olvidaste tu contraseña?', back to login...). */
  footer?: ReactNode;
  className?: string;
}

/** The centred card, at most 420 px wide, that every account screen is built in. */
export function AccountCard({ title, intro, children, footer, className }: AccountCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <Card
        as="section"
        elevation="floating"
        padding="lg"
        aria-labelledby={titleId}
        className={[styles.card, className].filter(Boolean).join(' ')}
      >
        <header className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </Card>
    </div>
  );
}

/** A failure the reader must notice (announced at once). */
export function ErrorNotice({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div role="alert" className={styles.errorNotice}>
      {children}
      {actions && <div className={styles.noticeActions}>{actions}</div>}
    </div>
  );
}

/** Good news, announced politely. */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.successNotice}>
      {children}
    </p>
  );
}
