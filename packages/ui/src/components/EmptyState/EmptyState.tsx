import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative glyph or illustration (hidden from screen readers). */
  icon?: ReactNode;
  actions?: ReactNode;
}

export function EmptyState({ title, description, icon, actions }: EmptyStateProps) {
  return (
    <div className={styles.block}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.text}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
