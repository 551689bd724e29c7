import { placeholderImage } from '../../assets/placeholder-image';
import type { PostView } from '../../content/post-view';
import { Link } from '../../providers/LinkProvider';
import { Chip } from '../Chip/Chip';
import * as styles from './PostCard.css';
import { PostDate } from './PostDate';
import { useImageFallback } from './use-image-fallback';

export interface PostCardProps {
  post: PostView;
  /** The heading level that fits the page outline (a grid under an h2 uses 3). */
  headingLevel?: 2 | 3 | 4;
}

/** Marks the card's main link, so a list can move focus to a newly shown card. */
export const POST_CARD_LINK_ATTRIBUTE = 'data-post-card-link';

/** A post teaser: cover, categories, clamped title and summary, date; the whole card opens the post. */
export function PostCard({ post, headingLevel = 3 }: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = useImageFallback(post.imageSrc, placeholderImage);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image.hasImage ? (
          // The title names the card, so the cover is decorative.
          <img
            className={styles.image}
            src={image.src}
            alt=""
            loading="lazy"
            decoding="async"
            onError={image.onError}
          />
        ) : (
          <span className={styles.noImage}>Sin imagen</span>
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
          <ul className={styles.chips} aria-label="Categorías">
            {post.categories.length > 0 ? (
              post.categories.map((category) => (
                <li key={category.id}>
                  <Chip
                    className={styles.chip}
                    label={category.name}
                    categoryId={category.id}
                    href={category.href}
                  />
                </li>
              ))
            ) : (
              <li>
                <Chip label="Sin categoría" />
              </li>
            )}
          </ul>
          <PostDate className={styles.date} post={post} />
        </div>
      </div>
    </article>
  );
}
