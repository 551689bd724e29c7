import type { ReactNode } from 'react';
import { DecorativeIcon } from '../../internal/DecorativeIcon';
import { statCardMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import * as styles from './StatCard.css';

export interface StatCardProps {
  /** What the figure counts, e.g. 'Total de publicaciones'. */
  label: string;
  value: number;
  /** A decorative icon beside the figure. */
  icon?: ReactNode;
  /** A line under the figure, e.g. '3 borradores'. */
  description?: string;
}

/** One labelled figure of the admin panel, such as the total of publications. */
export function StatCard({ label, value, icon, description }: StatCardProps) {
  const messages = useMessages({ statCard: statCardMessages });
  return (
    <div className={styles.card}>
      {icon && <DecorativeIcon className={styles.icon}>{icon}</DecorativeIcon>}
      <dl className={styles.text}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{messages.statCard.formatNumber(value)}</dd>
        {description && <dd className={styles.description}>{description}</dd>}
      </dl>
    </div>
  );
}
