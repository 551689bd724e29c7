import type { ReactNode } from 'react';
import { DecorativeIcon } from '../../internal/DecorativeIcon';
import { Heading } from '../Heading/Heading';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, e.g. 'No hay publicaciones disponibles'; a heading at its place's level. */
  title: string;
  /** Why, or what the reader can do about it. */
  description?: ReactNode;
  /** A decorative glyph or illustration (hidden from screen readers). */
  icon?: ReactNode;
  /** Buttons or links under the message (a way back to every post, say). */
  actions?: ReactNode;
}

export function EmptyState({ title, description, icon, actions }: EmptyStateProps) {
  return (
    <div className={styles.block}>
      {icon && <DecorativeIcon className={styles.icon}>{icon}</DecorativeIcon>}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.text}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
