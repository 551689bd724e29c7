import { Link } from '../../providers/LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SidebarBox.css';
import { SIDEBAR_TITLE_MAX, truncate } from './truncate';

export interface SidebarPost {
  id: number;
  title: string;
  /** Where the post opens, /blog/{id}. */
  href: string;
  imageSrc?: string | null;
  /** The short date, already formatted. */
  date: string;
}

export interface SidebarPostListProps {
  posts: SidebarPost[];
  emptyMessage?: string;
  emptyLinkLabel?: string;
  emptyHref?: string;
}

/** Related posts: thumbnail, title cut at 45 characters and date; a message and a link when empty. */
export function SidebarPostList({
  posts,
  emptyMessage = 'No hay posts relacionados disponibles en este momento.',
  emptyLinkLabel = 'Ver todas las publicaciones',
  emptyHref = '/blog',
}: SidebarPostListProps) {
  if (posts.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{emptyMessage}</p>
        <Link href={emptyHref} className={styles.textLink}>
          {emptyLinkLabel}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {posts.map((post) => {
        const shown = truncate(post.title, SIDEBAR_TITLE_MAX);
        return (
          <li key={post.id}>
            <Link href={post.href} className={styles.row}>
              {post.imageSrc ? (
                <img
                  className={styles.thumb}
                  src={post.imageSrc}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden="true">
                  <svg
                    width="28"
                    height="28"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    aria-hidden="true"
                  >
                    <rect x="3" y="4" width="18" height="16" rx="2" />
                    <circle cx="9" cy="10" r="2" />
                    <path d="m21 16-5-5-9 9" />
                  </svg>
                </span>
              )}
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>
                  {shown === post.title ? (
                    shown
                  ) : (
                    <>
                      {/* Screen readers get the whole title; the cut one is only for the eye. */}
                      <span aria-hidden="true">{shown}</span>
                      <VisuallyHidden>{post.title}</VisuallyHidden>
                    </>
                  )}
                </span>
                <span className={styles.rowMeta}>{post.date}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
