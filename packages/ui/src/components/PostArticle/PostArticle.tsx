import { type ReactNode, useId } from 'react';
import { Chip } from '../Chip/Chip';
import { PostHeader, type PostHeaderProps } from '../PostHeader/PostHeader';
import * as styles from './PostArticle.css';

export interface PostArticleCategory {
  id: number;
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
  categoriesLabel = 'Categorías de la publicación',
  comments,
  commentsLabel = 'Comentarios de la publicación',
}: PostArticleProps) {
  const titleId = useId();
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <PostHeader {...header} titleId={titleId} />
      <div className={styles.body}>{children}</div>
      {categories.length > 0 && (
        <ul className={styles.chips} aria-label={categoriesLabel}>
          {categories.map((category) => (
            <li key={category.id}>
              <Chip label={category.name} categoryId={category.id} href={category.href} />
            </li>
          ))}
        </ul>
      )}
      {comments && (
        <section className={styles.comments} aria-label={commentsLabel}>
          {comments}
        </section>
      )}
    </article>
  );
}
