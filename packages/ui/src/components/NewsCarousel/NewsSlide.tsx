import { technologyImage } from '../../assets/technology-image';
import type { PostView } from '../../content/post-view';
import { DecorativeImage } from '../../internal/DecorativeImage';
import { newsCarouselMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import { Heading } from '../Heading/Heading';
import { PostDate } from '../PostCard/PostDate';
import { useImageFallback } from '../PostCard/use-image-fallback';
import * as styles from './NewsCarousel.css';

export interface NewsSlideProps {
  post: PostView;
  position: number;
  total: number;
  current: boolean;
}

/** One slide: cover (technology image as fallback), title linking to the post, summary and date. */
export function NewsSlide({ post, position, total, current }: NewsSlideProps) {
  const copy = useMessages({ newsCarousel: newsCarouselMessages }).newsCarousel;
  const image = useImageFallback(post.imageSrc, technologyImage, post.imageSources);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
    <div
      role="group"
      aria-roledescription={copy.slideRoleDescription}
      aria-label={copy.slideLabel(position, total)}
      className={styles.slide}
      data-current={current || undefined}
      // Hidden slides leave the tab order and the accessibility tree at once, even while fading out.
      inert={!current}
      aria-hidden={!current || undefined}
    >
      <div className={styles.media}>
        <DecorativeImage
          className={styles.image}
          src={image.src}
          sources={image.sources}
          sizes="(min-width: 768px) 50vw, 100vw"
          priority={position === 1}
          onError={image.onError}
        />
      </div>
      <div className={styles.text}>
        <Heading className={styles.title}>
          {/* tabIndex backs up inert for browsers and tools that ignore it. */}
          <Link href={post.href} className={styles.link} tabIndex={current ? undefined : -1}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{post.summary}</p>
        <PostDate className={styles.date} post={post} />
      </div>
    </div>
  );
}
