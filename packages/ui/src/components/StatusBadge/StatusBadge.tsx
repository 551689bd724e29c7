import { chip } from '../Chip/Chip.css';
import * as styles from './StatusBadge.css';

export const postStatuses = ['publicado', 'borrador'] as const;
export type PostStatus = (typeof postStatuses)[number];

const labels: Record<PostStatus, string> = { publicado: 'Publicado', borrador: 'Borrador' };

export interface StatusBadgeProps {
  status: PostStatus;
  className?: string;
}

/** A post's publication state: 'Publicado' in the success tone, 'Borrador' as a quiet outline. */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const classes = [chip, styles.status[status], className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      <span className={styles.dot} aria-hidden="true" />
      {labels[status]}
    </span>
  );
}
