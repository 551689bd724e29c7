import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './PageLayout.css';

export const pageGaps = ['lg', 'xl', 'xxl'] as const;
export type PageGap = (typeof pageGaps)[number];
export const pageWidths = ['full', 'narrow'] as const;
export type PageWidth = (typeof pageWidths)[number];

export interface PageLayoutProps {
  children: ReactNode;
  /** The room between the page's blocks (hero, sections, grids). */
  gap?: PageGap;
  /** 'narrow' centres a short column, for a page that holds only a message. */
  width?: PageWidth;
}

/** The blocks of a page, one under another. */
export function PageLayout({ children, gap = 'xl', width = 'full' }: PageLayoutProps) {
  return <div className={`${styles.stack} ${styles.gap[gap]} ${styles.width[width]}`}>{children}</div>;
}

/** Two columns, the first wider (a form beside a map); one column on tablets and phones. */
export function PageColumns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}

/** A large spinner where the page's content will appear. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
