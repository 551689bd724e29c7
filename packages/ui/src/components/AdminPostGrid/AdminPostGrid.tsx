import { Children, type ReactNode } from 'react';
import { adminPostGridMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
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

/** The admin panel's list of posts with its states: skeleton cards, error with retry, empty, ready. */
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
}: AdminPostGridProps) {
  const copy = useMessages({ adminPostGrid: adminPostGridMessages }).adminPostGrid;
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
    <ul className={styles.grid}>
      {Children.map(children, (card) => (
        <li className={styles.item}>{card}</li>
      ))}
    </ul>
  );
}
