import { type CSSProperties, type ReactNode, useRef } from 'react';
import type { PostView } from '../../content/post-view';
import { useHydrated } from '../../internal/use-hydrated';
import { postGridMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { POST_CARD_LINK_ATTRIBUTE, PostCard } from '../PostCard/PostCard';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './PostGrid.css';
import { useFocusNewItems } from './use-focus-new-items';

export const postGridStatuses = ['loading', 'error', 'empty', 'ready'] as const;
export type PostGridStatus = (typeof postGridStatuses)[number];

export interface PostGridProps {
  posts: PostView[];
  status: PostGridStatus;
  loadingLabel?: string;
  errorMessage?: string;
  /** Offered beside the error: asks for the listing again ('Reintentar'). */
  onRetry?: () => void;
  emptyTitle?: string;
  emptyMessage?: string;
  /** E.g. a button back to all categories, under the empty message. */
  emptyAction?: ReactNode;
  /** More posts exist: shows the 'Cargar más publicaciones' button. */
  hasMore?: boolean;
  /** The next page is on its way: the button shows its busy state. */
  loadingMore?: boolean;
  onLoadMore?(): void;
  /** The next posts as a page address: the button is this link until the page's scripts run. */
  moreHref?: string;
  /** The narrowest card column in pixels (300 in the spec). */
  minColumnWidth?: number;
  /** The grid opens the page: its first cover is fetched first (it is likely the largest picture). */
  prioritiseFirst?: boolean;
}

// vanilla-extract names the variable as `var(--name)`; inline styles need the bare `--name`.
const minColumnProperty = styles.minColumnWidth.replace(/^var\((.+)\)$/, '$1');

/** The post listing with its states: loading, error, empty, ready, and loading more (spec §2, §4). */
export function PostGrid({
  posts,
  status,
  loadingLabel: loadingLabelProp,
  errorMessage,
  emptyTitle,
  emptyMessage,
  emptyAction,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  moreHref,
  minColumnWidth = 300,
  prioritiseFirst = false,
  onRetry,
}: PostGridProps) {
  const copy = useMessages({ postGrid: postGridMessages }).postGrid;
  const loadingLabel = loadingLabelProp ?? copy.loading;
  const list = useRef<HTMLUListElement>(null);
  const focus = useFocusNewItems(list, posts.length, `[${POST_CARD_LINK_ATTRIBUTE}]`);
  const hydrated = useHydrated();

  if (status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label={loadingLabel} />
        <p className={styles.loadingText} aria-hidden="true">
          {loadingLabel}
        </p>
      </div>
    );
  }
  if (status === 'error') {
    // The spec gives a single sentence, so it is the alert's title.
    return <ErrorState title={errorMessage ?? copy.error} onRetry={onRetry} />;
  }
  if (status === 'empty' || posts.length === 0) {
    return (
      <EmptyState
        title={emptyTitle ?? copy.emptyTitle}
        description={emptyMessage ?? copy.emptyMessage}
        actions={emptyAction}
      />
    );
  }
  return (
    <div className={styles.root}>
      <ul
        ref={list}
        className={styles.grid}
        style={{ [minColumnProperty]: `${minColumnWidth}px` } as CSSProperties}
      >
        {posts.map((post, index) => (
          <li key={post.id} className={styles.item}>
            <PostCard post={post} priority={prioritiseFirst && index === 0} />
          </li>
        ))}
      </ul>
      {hasMore && moreHref && !hydrated && (
        <div className={styles.more}>
          <Button asChild variant="outline" tone="neutral">
            <Link href={moreHref}>{copy.loadMore}</Link>
          </Button>
        </div>
      )}
      {hasMore && (!moreHref || hydrated) && (
        <div className={styles.more}>
          <Button
            variant="outline"
            tone="neutral"
            loading={loadingMore}
            loadingLabel={loadingLabel}
            onClick={() => {
              focus.markRequest(posts.length);
              onLoadMore?.();
            }}
          >
            {copy.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
