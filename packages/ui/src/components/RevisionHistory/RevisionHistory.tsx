import { useId } from 'react';
import { revisionHistoryMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Heading } from '../Heading/Heading';
import { Notice } from '../Notice/Notice';
import type { RevisionComparison } from '../RevisionDiff/diff-view';
import { RevisionDiff } from '../RevisionDiff/RevisionDiff';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './RevisionHistory.css';
import { RevisionList } from './RevisionList';
import type { LoadStatus, RevisionEntry } from './revision-view';

export interface RevisionHistoryProps {
  /** The list of versions: loading, failed or shown. */
  status: LoadStatus;
  /** Newest first. */
  revisions: readonly RevisionEntry[];
  /**
   * The zone the dates are in, as people name it ('hora de Ciudad de México'): said under the list, so
   * nobody reads the site's times as their own.
   */
  timeZoneName?: string;
  /** Why the list could not be loaded, in Spanish. */
  errorMessage?: string;
  /** Offers 'Reintentar' when the list failed. */
  onRetry?(): void;
  selectedId?: number | null;
  onSelect(id: number): void;
  /** The selected version against the current text, once loaded. */
  comparison?: RevisionComparison;
  comparisonStatus?: LoadStatus;
  comparisonError?: string;
  onRestore(id: number): void;
  /** While the restore runs: its button shows it and ignores clicks. */
  restoring?: boolean;
  restoreError?: string;
  /** Offers 'Ver versiones anteriores' when older versions remain to be loaded. */
  onLoadMore?(): void;
  loadingMore?: boolean;
}

/**
 * A post's saved versions: pick one to see it compared paragraph by paragraph with the current text, then restore
 * it. Pure: the app loads the versions and computes the comparison.
 */
export function RevisionHistory({
  status,
  revisions,
  timeZoneName,
  errorMessage,
  onRetry,
  selectedId,
  onSelect,
  comparison,
  comparisonStatus = 'ready',
  comparisonError,
  onRestore,
  restoring = false,
  restoreError,
  onLoadMore,
  loadingMore,
}: RevisionHistoryProps) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  const listHeading = useId();
  const comparisonHeading = useId();
  if (status === 'loading') return <Spinner size="lg" label={copy.loading} />;
  if (status === 'error') {
    return (
      <ErrorState title={copy.errorTitle} message={errorMessage ?? copy.errorMessage} onRetry={onRetry} />
    );
  }
  if (revisions.length === 0) {
    return <EmptyState title={copy.emptyTitle} description={copy.emptyMessage} />;
  }
  const selected = revisions.find((revision) => revision.id === selectedId);
  return (
    <div className={styles.root}>
      <section className={styles.column} aria-labelledby={listHeading}>
        <Heading id={listHeading} className={styles.heading}>
          {copy.listTitle}
        </Heading>
        {timeZoneName && <p className={styles.empty}>{copy.timeZoneNote(timeZoneName)}</p>}
        <RevisionList
          revisions={revisions}
          selectedId={selectedId}
          onSelect={onSelect}
          onLoadMore={onLoadMore}
          loadingMore={loadingMore}
        />
      </section>
      <section
        className={styles.column}
        aria-labelledby={comparisonHeading}
        aria-busy={restoring || undefined}
      >
        <Heading id={comparisonHeading} className={styles.heading}>
          {copy.comparisonTitle}
        </Heading>
        {!selected ? (
          <p className={styles.empty}>{copy.choose}</p>
        ) : (
          <>
            <p className={styles.empty}>
              {copy.versionOf(copy.kinds[selected.kind])}{' '}
              <time dateTime={selected.dateTime}>{selected.longDateLabel ?? selected.dateLabel}</time>
            </p>
            {comparisonStatus === 'error' ? (
              <Notice tone="danger">{comparisonError ?? copy.comparisonError}</Notice>
            ) : comparisonStatus === 'loading' || !comparison ? (
              <Spinner label={copy.comparisonLoading} />
            ) : (
              <RevisionDiff key={selected.id} comparison={comparison} />
            )}
            {restoreError && <Notice tone="danger">{restoreError}</Notice>}
            <div className={styles.actions}>
              <Button
                loading={restoring}
                loadingLabel={copy.restoring}
                onClick={() => onRestore(selected.id)}
              >
                {copy.restore}
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
