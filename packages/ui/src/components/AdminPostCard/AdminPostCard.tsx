import type { ReactNode } from 'react';
import { placeholderImage } from '../../assets/placeholder-image';
import type { PostView } from '../../content/post-view';
import { EyeIcon } from '../../icons/EyeIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { DecorativeImage } from '../../internal/DecorativeImage';
import { adminPostCardMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { useOptionalBrand } from '../../providers/BrandProvider';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { PostDate } from '../PostCard/PostDate';
import { useImageFallback } from '../PostCard/use-image-fallback';
import { type PostStatus, StatusBadge } from '../StatusBadge/StatusBadge';
import * as styles from './AdminPostCard.css';

export interface AdminPostCardProps {
  post: PostView;
  status: PostStatus;
  /** Where the post opens for readers; the post's own href by default. */
  viewHref?: string;
  /** Where the editor opens this post. */
  editHref: string;
  /** Asks to delete the post; the page confirms before deleting. */
  onDelete(): void;
  /** Shown without a cover or when it fails to load; the brand's logo by default. */
  fallbackSrc?: string;
  /** A line about the post's delivery (its newsletter, its schedule), under the date. */
  note?: ReactNode;
}

/** A post in the admin list: cover, title, summary, date and status, with view, edit and delete. */
export function AdminPostCard({
  post,
  status,
  viewHref = post.href,
  editHref,
  onDelete,
  fallbackSrc,
  note,
}: AdminPostCardProps) {
  const copy = useMessages({ adminPostCard: adminPostCardMessages }).adminPostCard;
  const brand = useOptionalBrand();
  const fallback = fallbackSrc ?? brand?.logoSrc ?? placeholderImage;
  const image = useImageFallback(post.imageSrc, fallback);
  const showsCover = image.hasImage && image.src !== fallback;
  const broken = image.hasImage && !showsCover;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <DecorativeImage
          className={showsCover ? styles.cover : styles.logo}
          src={image.hasImage ? image.src : fallback}
          onError={image.onError}
        />
        {broken && <span className={styles.imageError}>{copy.imageError}</span>}
        <StatusBadge status={status} className={styles.badge} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{post.title}</Heading>
        <p className={styles.summary}>{post.summary}</p>
        <PostDate className={styles.date} post={post} />
        {note && <p className={styles.note}>{note}</p>}
        <div className={styles.actions}>
          <Button asChild variant="outline" tone="neutral" size="sm">
            <Link href={viewHref} aria-label={copy.viewLabel(post.title)}>
              <EyeIcon size="xs" className={blockIcon} />
              {copy.view}
            </Link>
          </Button>
          <Button asChild variant="outline" tone="primary" size="sm">
            <Link href={editHref} aria-label={copy.editLabel(post.title)}>
              {copy.edit}
            </Link>
          </Button>
          <Button
            variant="outline"
            tone="danger"
            size="sm"
            onClick={onDelete}
            aria-label={copy.deleteLabel(post.title)}
          >
            {copy.delete}
          </Button>
        </div>
      </div>
    </article>
  );
}
