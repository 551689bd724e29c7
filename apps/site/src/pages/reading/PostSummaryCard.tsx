import { formatLongDate, type Post, summaryOf } from '@pupitre/data';
import { Link } from 'wouter';
import * as styles from './PostSummaryCard.css';

/** The blog's card until the design system's PostCard lands: cover, title, summary and date. */
export function PostSummaryCard({ post }: { post: Post }) {
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {post.imagenUrl ? (
          <img className={styles.image} src={post.imagenUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noImage}>Sin imagen</span>
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link className={styles.link} href={`/blog/${post.id}`}>
            {post.titulo}
          </Link>
        </h2>
        <p className={styles.summary}>{summaryOf(post)}</p>
        <time className={styles.date} dateTime={post.fechaCreacion ?? undefined}>
          {formatLongDate(post.fechaCreacion)}
        </time>
      </div>
    </article>
  );
}
