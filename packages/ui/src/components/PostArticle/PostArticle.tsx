import { type ReactNode, useId } from 'react';
import { postArticleMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import type { CategoryKey } from '../../providers/category-tones';
import { Chip } from '../Chip/Chip';
import { PostHeader, type PostHeaderProps } from '../PostHeader/PostHeader';
import * as styles from './PostArticle.css';

export interface PostArticleCategory {
  /** The app's key for the category (id, slug...), which picks its chip's colour. */
  id: CategoryKey;
  name: string;
  /** Usually the category's page. */
  href: string;
}

export interface PostArticleProps {
  header: Omit<PostHeaderProps, 'titleId'>;
  /** The body of the post. */
  children: ReactNode;
  categories?: readonly PostArticleCategory[];
  categoriesLabel?: string;
  /** The comment list and form. */
  comments?: ReactNode;
  commentsLabel?: string;
}

/** A post as read: header, body, its categories and the conversation under it. */
export function PostArticle({
  header,
  children,
  categories = [],
  categoriesLabel,
  comments,
  commentsLabel,
}: PostArticleProps) {
  const copy = useMessages({ postArticle: postArticleMessages }).postArticle;
  const titleId = useId();
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <PostHeader {...header} titleId={titleId} />
      <div className={styles.body}>{children}</div>
      {categories.length > 0 && (
        <ul className={styles.chips} aria-label={categoriesLabel ?? copy.categoriesLabel}>
          {categories.map((category) => (
            <li key={category.id}>
              <Chip label={category.name} category={category.id} href={category.href} />
            </li>
          ))}
        </ul>
      )}
      {comments && (
        <section className={styles.comments} aria-label={commentsLabel ?? copy.commentsLabel}>
          {comments}
        </section>
      )}
    </article>
  );
}
