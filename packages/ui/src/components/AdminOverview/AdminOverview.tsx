import type { ReactNode } from 'react';
import * as styles from './AdminOverview.css';

export interface AdminOverviewProps {
  /** Names the region for screen readers, e.g. 'Resumen de publicaciones'. */
  label: string;
  /** The figures (StatCard), stacked in the narrow column. */
  figures: ReactNode;
  /** The wide column, e.g. the posts-per-category chart. */
  chart: ReactNode;
}

/** The top of the admin panel: figures beside a chart, stacked when the panel is narrow. */
export function AdminOverview({ label, figures, chart }: AdminOverviewProps) {
  return (
    <section aria-label={label} className={styles.overview}>
      <div className={styles.columns}>
        <div className={styles.figures}>{figures}</div>
        {chart}
      </div>
    </section>
  );
}
