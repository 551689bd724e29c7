import type { ReactNode } from 'react';
import * as styles from './PostHeader.css';

export interface PostHeaderProps {
  title: string;
  /** The heading's id, so the article can be named by it. */
  titleId?: string;
  author: string;
  /** The date as readers read it ('12 de marzo de 2025'). */
  date: string;
  /** The same date for machines (ISO 8601). */
  dateTime?: string;
  /** The cover picture; decorative, the title says what the post is about. */
  coverSrc?: string | null;
  /** Above the title: the way back to the list. */
  back?: ReactNode;
  /** The words before the author's name. */
  byLabel?: string;
}

/** The top of a post: title, author, date and cover. */
export function PostHeader({
  title,
  titleId,
  author,
  date,
  dateTime,
  coverSrc,
  back,
  byLabel = 'Por',
}: PostHeaderProps) {
  return (
    <header className={styles.header}>
      {back && <div className={styles.back}>{back}</div>}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.meta}>
        <span>
          {byLabel} {author}
        </span>
        <span aria-hidden="true"> · </span>
        <time dateTime={dateTime}>{date}</time>
      </p>
      {coverSrc && (
        <div className={styles.coverFrame}>
          <img className={styles.cover} src={coverSrc} alt="" width={1200} height={675} />
        </div>
      )}
    </header>
  );
}
