import type { ReactNode } from 'react';
import { DecorativeIcon } from '../../internal/DecorativeIcon';
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

const numberFormat = new Intl.NumberFormat('es-MX');

/** One labelled figure of the admin panel, such as the total of publications. */
export function StatCard({ label, value, icon, description }: StatCardProps) {
  return (
    <div className={styles.card}>
      {icon && <DecorativeIcon className={styles.icon}>{icon}</DecorativeIcon>}
      <dl className={styles.text}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{numberFormat.format(value)}</dd>
        {description && <dd className={styles.description}>{description}</dd>}
      </dl>
    </div>
  );
}
