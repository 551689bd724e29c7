import type { ReactNode } from 'react';
import { postEditorLayoutMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import * as styles from './PostEditorLayout.css';

export interface PostEditorLayoutProps {
  /** Title, content and summary. */
  children: ReactNode;
  /** Cover, post details, import and export. */
  sidebar: ReactNode;
  sidebarLabel?: string;
  /** The publish buttons, in a row under the writing column. */
  actions?: ReactNode;
}

/**
 * The post editor's page: the writing column beside a sidebar, which goes under it when narrow. The
 * buttons come last in the page's order at every width, so the category is read and tabbed to before
 * "Publicar" (the grid only places them under the writing column when there is room beside it).
 */
export function PostEditorLayout({ children, sidebar, sidebarLabel, actions }: PostEditorLayoutProps) {
  const messages = useMessages({ postEditorLayout: postEditorLayoutMessages });
  return (
    <div className={styles.layout}>
      <div className={styles.columns}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.sidebar} aria-label={sidebarLabel ?? messages.postEditorLayout.sidebarLabel}>
          {sidebar}
        </aside>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
