import type { ReactNode } from 'react';
import { postArticleMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import * as styles from './PostArticle.css';

export interface PostLayoutProps {
  /** The article. */
  children: ReactNode;
  /** The boxes beside it (related posts, categories); under it on phones. */
  sidebar: ReactNode;
  sidebarLabel?: string;
}

/** A post page: the article and, beside it, a sidebar of a third of the row (240 to 350 px). */
export function PostLayout({ children, sidebar, sidebarLabel }: PostLayoutProps) {
  const messages = useMessages({ postArticle: postArticleMessages });
  return (
    <div className={styles.layout}>
      {children}
      <aside className={styles.sidebar} aria-label={sidebarLabel ?? messages.postArticle.sidebarLabel}>
        {sidebar}
      </aside>
    </div>
  );
}
