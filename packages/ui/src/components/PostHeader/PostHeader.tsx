import type { ReactNode } from 'react';
import type { PictureSource } from '../../content/post-view';
import { DecorativeImage } from '../../internal/DecorativeImage';
import { postHeaderMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
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
  /** Smaller and modern-format copies of the cover, best format first. */
  coverSources?: PictureSource[];
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
  coverSources,
  back,
  byLabel,
}: PostHeaderProps) {
  const messages = useMessages({ postHeader: postHeaderMessages });
  return (
    <header className={styles.header}>
      {back && <div className={styles.back}>{back}</div>}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.meta}>
        <span>
          {byLabel ?? messages.postHeader.by} {author}
        </span>
        <span aria-hidden="true"> · </span>
        <time dateTime={dateTime}>{date}</time>
      </p>
      {coverSrc && (
        <div className={styles.coverFrame}>
          {/* The cover is the post page's largest picture, so it is fetched first. */}
          <DecorativeImage
            className={styles.cover}
            src={coverSrc}
            sources={coverSources}
            sizes="(min-width: 1024px) 800px, 100vw"
            width={1200}
            height={675}
            priority
          />
        </div>
      )}
    </header>
  );
}
