import { statusBadgeMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { chip } from '../Chip/Chip.css';
import * as styles from './StatusBadge.css';

export const postStatuses = ['publicado', 'borrador'] as const;
export type PostStatus = (typeof postStatuses)[number];

export interface StatusBadgeProps {
  status: PostStatus;
  className?: string;
}

/** A post's publication state: 'Publicado' in the success tone, 'Borrador' as a quiet outline. */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const messages = useMessages({ statusBadge: statusBadgeMessages });
  const classes = [chip, styles.status[status], className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      <span className={styles.dot} aria-hidden="true" />
      {messages.statusBadge[status]}
    </span>
  );
}
