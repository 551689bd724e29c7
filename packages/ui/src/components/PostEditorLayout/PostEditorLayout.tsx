import type { ReactNode } from 'react';
import * as styles from './PostEditorLayout.css';

export interface PostEditorLayoutProps {
  /** Title, content, summary and the publish buttons. */
  children: ReactNode;
  /** Cover, post details, import and export. */
  sidebar: ReactNode;
  sidebarLabel?: string;
  /** The publish buttons, in a row under the writing column. */
  actions?: ReactNode;
}

/** The post editor's page: the writing column beside a sidebar, which goes under it when narrow. */
export function PostEditorLayout({
  children,
  sidebar,
  sidebarLabel = 'Detalles de la publicación',
  actions,
}: PostEditorLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.columns}>
        <div className={styles.main}>
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        <aside className={styles.sidebar} aria-label={sidebarLabel}>
          {sidebar}
        </aside>
      </div>
    </div>
  );
}
