import type { PictureSource } from '../../content/post-view';
import { ImageIcon } from '../../icons/ImageIcon';
import { DecorativeImage } from '../../internal/DecorativeImage';
import { sidebarPostListMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SidebarBox.css';
import { SIDEBAR_TITLE_MAX, truncate } from './truncate';

export interface SidebarPost {
  id: number;
  title: string;
  /** Where the post opens. */
  href: string;
  imageSrc?: string | null;
  /** Smaller and modern-format copies of the image; the narrowest suits a thumbnail. */
  imageSources?: PictureSource[];
  /** The short date, already formatted. */
  date: string;
}

export interface SidebarPostListProps {
  posts: SidebarPost[];
  emptyMessage?: string;
  emptyLinkLabel?: string;
  /** Where the empty state's link leads (all posts, say); without it there is no link. */
  emptyHref?: string;
}

/** Related posts: thumbnail, title cut at 45 characters and date; a message and a link when empty. */
export function SidebarPostList({ posts, emptyMessage, emptyLinkLabel, emptyHref }: SidebarPostListProps) {
  const copy = useMessages({ sidebarPostList: sidebarPostListMessages }).sidebarPostList;
  if (posts.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{emptyMessage ?? copy.empty}</p>
        {emptyHref && (
          <Link href={emptyHref} className={styles.textLink}>
            {emptyLinkLabel ?? copy.emptyLink}
          </Link>
        )}
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
                <DecorativeImage
                  className={styles.thumb}
                  src={post.imageSrc}
                  sources={post.imageSources}
                  sizes="64px"
                  width={64}
                  height={64}
                />
              ) : (
                <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden="true">
                  <ImageIcon size="xl" className={styles.thumbIcon} />
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
