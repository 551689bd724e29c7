import type { ReactNode } from 'react';
import * as styles from './ProfileLayout.css';

export interface ProfileLayoutProps {
  children: ReactNode;
  /** True once the page must not be reachable any more (behind a full-screen notice). */
  inert?: boolean;
}

/** The profile page's column of cards, at most 960 px wide. */
export function ProfileLayout({ children, inert = false }: ProfileLayoutProps) {
  return (
    <div className={styles.page} inert={inert}>
      {children}
    </div>
  );
}

/** Two cards side by side, one under the other on narrow screens. */
export function ProfileColumns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}
