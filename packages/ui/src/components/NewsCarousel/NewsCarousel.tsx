import { useId } from 'react';
import type { PostView } from '../../content/post-view';
import { PauseIcon } from '../../icons/PauseIcon';
import { PlayIcon } from '../../icons/PlayIcon';
import { newsCarouselMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './NewsCarousel.css';
import { NewsSlide } from './NewsSlide';
import { StepButton } from './StepButton';
import { useCarousel } from './use-carousel';

export interface NewsCarouselProps {
  /** The latest posts (5 on the home page); none renders nothing. */
  posts: PostView[];
  /** Time each slide stays before the next one (5000 ms in the spec). */
  intervalMs?: number;
  /** The carousel's accessible name. */
  label?: string;
}

/**
 * The home page's news carousel, after the WAI-ARIA APG auto-rotating carousel: rotation control
 * first, previous/next and dot buttons, a live region that speaks only while rotation is stopped.
 */
export function NewsCarousel({ posts, intervalMs = 5000, label }: NewsCarouselProps) {
  const copy = useMessages({ newsCarousel: newsCarouselMessages }).newsCarousel;
  const slidesId = useId();
  const carousel = useCarousel(posts.length, intervalMs);
  if (posts.length === 0) return null;
  const total = posts.length;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={copy.roleDescription}
      aria-label={label ?? copy.label}
      {...carousel.rootHandlers}
    >
      <div className={styles.controls}>
        <IconButton
          variant="outline"
          className={styles.controlButton}
          label={carousel.userPaused ? copy.resume : copy.pause}
          icon={carousel.userPaused ? <PlayIcon size="xs" /> : <PauseIcon size="xs" />}
          onClick={carousel.toggleRotation}
        />
        <StepButton step="previous" slidesId={slidesId} onClick={carousel.previous} />
        <div className={styles.dots}>
          {posts.map((post, index) => (
            <button
              key={post.id}
              type="button"
              className={styles.dot}
              aria-label={copy.goTo(index + 1)}
              aria-current={index === carousel.current ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => carousel.goTo(index)}
            />
          ))}
        </div>
        <StepButton step="next" slidesId={slidesId} onClick={carousel.next} />
      </div>
      <div id={slidesId} className={styles.slides} aria-live={carousel.rotating ? 'off' : 'polite'}>
        {posts.map((post, index) => (
          <NewsSlide
            key={post.id}
            post={post}
            position={index + 1}
            total={total}
            current={index === carousel.current}
          />
        ))}
      </div>
    </section>
  );
}
