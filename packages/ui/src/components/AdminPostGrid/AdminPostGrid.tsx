import { Children, type ReactNode, useRef } from 'react';
import { adminPostGridMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { useFocusNewItems } from '../PostGrid/use-focus-new-items';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AdminPostGrid.css';

export const adminPostGridStatuses = ['loading', 'error', 'empty', 'ready'] as const;
export type AdminPostGridStatus = (typeof adminPostGridStatuses)[number];

export interface AdminPostGridProps {
  status: AdminPostGridStatus;
  /** The cards (AdminPostCard), one per post, when the status is 'ready'. */
  children?: ReactNode;
  /** How many placeholder cards stand in while loading. */
  skeletonCount?: number;
  loadingLabel?: string;
  errorMessage?: string;
  /** Offers 'Reintentar' under the error when given. */
  onRetry?(): void;
  emptyTitle?: string;
  emptyMessage?: string;
  /** E.g. 'Crear Primera Publicacion', under the empty message. */
  emptyAction?: ReactNode;
  /**
   * How many posts the list holds in all, loaded or not: above the cards, 'Mostrando 24 de 450
   * publicaciones', read out when it changes. Not shown when unset.
   */
  total?: number;
  /** More posts exist: shows 'Cargar más publicaciones' under the cards. */
  hasMore?: boolean;
  /** The next posts are on their way: the button shows its busy state. */
  loadingMore?: boolean;
  onLoadMore?(): void;
  /** Loading more failed: said above the button, which tries again. */
  loadMoreError?: string;
}

function SkeletonCard() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton aspectRatio="16 / 9" radius="0" />
      <div className={styles.skeletonText}>
        <Skeleton height="1.4em" width="80%" />
        <Skeleton height="1em" />
        <Skeleton height="1em" width="60%" />
        <Skeleton height="2.2em" width="70%" />
      </div>
    </div>
  );
}

/**
 * The admin panel's list of posts with its states: skeleton cards, error with retry, empty, ready, and
 * loading more. After 'Cargar más publicaciones' the focus moves to the first new card's first link.
 */
export function AdminPostGrid({
  status,
  children,
  skeletonCount = 6,
  loadingLabel,
  errorMessage,
  onRetry,
  emptyTitle,
  emptyMessage,
  emptyAction,
  total,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  loadMoreError,
}: AdminPostGridProps) {
  const copy = useMessages({ adminPostGrid: adminPostGridMessages }).adminPostGrid;
  const list = useRef<HTMLUListElement>(null);
  const count = Children.count(children);
  const focus = useFocusNewItems(list, count, 'a[href]');
  if (status === 'loading') {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{loadingLabel ?? copy.loading}</VisuallyHidden>
        <ul className={styles.grid}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={styles.item}>
              <SkeletonCard />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (status === 'error') {
    return <ErrorState title={errorMessage ?? copy.error} onRetry={onRetry} retryTone="neutral" />;
  }
  if (status === 'empty') {
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
      {total !== undefined && (
        <p className={styles.shown} role="status">
          {copy.shown(count, total)}
        </p>
      )}
      <ul ref={list} className={styles.grid}>
        {Children.map(children, (card) => (
          <li className={styles.item}>{card}</li>
        ))}
      </ul>
      {hasMore && (
        <div className={styles.more}>
          {loadMoreError && (
            <p className={styles.moreError} role="alert">
              {loadMoreError}
            </p>
          )}
          <Button
            variant="outline"
            tone="neutral"
            loading={loadingMore}
            loadingLabel={loadingLabel ?? copy.loading}
            onClick={() => {
              focus.markRequest(count);
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
