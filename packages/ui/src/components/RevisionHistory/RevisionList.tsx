import { revisionHistoryMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import * as styles from './RevisionHistory.css';
import type { RevisionEntry } from './revision-view';

export interface RevisionListProps {
  revisions: readonly RevisionEntry[];
  selectedId?: number | null;
  onSelect(id: number): void;
  /** Offers 'Ver versiones anteriores' when older versions remain to be loaded. */
  onLoadMore?(): void;
  loadingMore?: boolean;
}

/** The saved versions, newest first; each is a toggle button that shows its comparison. */
export function RevisionList({
  revisions,
  selectedId,
  onSelect,
  onLoadMore,
  loadingMore,
}: RevisionListProps) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  return (
    <>
      <ol className={styles.list}>
        {revisions.map((revision) => (
          <li key={revision.id}>
            <button
              type="button"
              className={styles.entry}
              aria-pressed={revision.id === selectedId}
              onClick={() => onSelect(revision.id)}
            >
              <span className={styles.kind}>{copy.kinds[revision.kind]}</span>
              <span className={styles.meta}>
                <time dateTime={revision.dateTime}>{revision.dateLabel}</time>
                {' · '}
                {revision.author ?? copy.unknownAuthor}
              </span>
              <span className={styles.entryTitle}>{revision.title}</span>
            </button>
          </li>
        ))}
      </ol>
      {onLoadMore && (
        <Button variant="outline" tone="neutral" size="sm" loading={loadingMore} onClick={onLoadMore}>
          {copy.loadMore}
        </Button>
      )}
    </>
  );
}
