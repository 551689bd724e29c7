import type { ReactNode } from 'react';
import * as styles from './ListingToolbar.css';

export interface ListingToolbarProps {
  /** The search box: it takes the room left on the line. */
  search: ReactNode;
  /** The filters and the sort order, after the search box. */
  children?: ReactNode;
}

/** The controls above a list of posts: search, then filters, wrapping on narrow screens. */
export function ListingToolbar({ search, children }: ListingToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>{search}</div>
      {children}
    </div>
  );
}

export const listingStatusAlignments = ['start', 'center'] as const;

export interface ListingStatusProps {
  /** e.g. '3 resultados para «pomodoro»'; empty keeps the line (and the live region) in place. */
  children?: ReactNode;
  align?: (typeof listingStatusAlignments)[number];
}

/** A line that says how many entries a search found, read out by screen readers when it changes. */
export function ListingStatus({ children, align = 'start' }: ListingStatusProps) {
  return (
    <p className={`${styles.status} ${styles.statusAlign[align]}`} role="status">
      {children}
    </p>
  );
}
