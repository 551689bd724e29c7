import { type ReactNode, useId } from 'react';
import { Card } from '../Card/Card';
import * as styles from './AccountCard.css';

export interface AccountCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card's content ('¿Olvidaste tu contraseña?', back to login...). */
  footer?: ReactNode;
  /** True for the moment the card shakes after a failed attempt (the app times it). */
  shaking?: boolean;
}

/** The centred card, at most 420 px wide, that every account screen is built in. */
export function AccountCard({ title, intro, children, footer, shaking = false }: AccountCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <Card
        as="section"
        elevation="floating"
        padding="lg"
        aria-labelledby={titleId}
        className={shaking ? `${styles.card} ${styles.shake}` : styles.card}
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
