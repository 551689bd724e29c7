import { placeholderImage } from '../../assets/placeholder-image';
import type { PostView } from '../../content/post-view';
import { DecorativeImage } from '../../internal/DecorativeImage';
import { postCardMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import { Heading } from '../Heading/Heading';
import * as styles from './PostCard.css';
import { PostCategoryChips } from './PostCategoryChips';
import { PostDate } from './PostDate';
import { useImageFallback } from './use-image-fallback';

export interface PostCardProps {
  post: PostView;
  /** The first card a page shows above the fold: its cover is fetched first. */
  priority?: boolean;
}

/** A card is a grid column: the whole width on a phone, about a third on a wide screen. */
export const POST_CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** Marks the card's main link, so a list can move focus to a newly shown card. */
export const POST_CARD_LINK_ATTRIBUTE = 'data-post-card-link';

/** A post teaser: cover, categories, clamped title and summary, date; the whole card opens the post. */
export function PostCard({ post, priority = false }: PostCardProps) {
  const messages = useMessages({ postCard: postCardMessages });
  const image = useImageFallback(post.imageSrc, placeholderImage, post.imageSources);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image.hasImage ? (
          // The title names the card, so the cover is decorative.
          <DecorativeImage
            className={styles.image}
            src={image.src}
            sources={image.sources}
            sizes={POST_CARD_IMAGE_SIZES}
            priority={priority}
            onError={image.onError}
          />
        ) : (
          <span className={styles.noImage}>{messages.postCard.noImage}</span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={post.href} className={styles.link} {...{ [POST_CARD_LINK_ATTRIBUTE]: '' }}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{post.summary}</p>
        <div className={styles.footer}>
          <PostCategoryChips
            categories={post.categories}
            className={styles.chips}
            chipClassName={styles.chip}
          />
          <PostDate className={styles.date} post={post} />
        </div>
      </div>
    </article>
  );
}
