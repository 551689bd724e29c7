import { useId } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Heading } from '../Heading/Heading';
import { Notice } from '../Notice/Notice';
import { Spinner } from '../Spinner/Spinner';
import { RevisionDiff } from './RevisionDiff';
import * as styles from './RevisionHistory.css';
import { RevisionList } from './RevisionList';
import {
  type LoadStatus,
  type RevisionComparison,
  type RevisionEntry,
  revisionKindLabels,
} from './revision-view';

export interface RevisionHistoryProps {
  /** The list of versions: loading, failed or shown. */
  status: LoadStatus;
  /** Newest first. */
  revisions: readonly RevisionEntry[];
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
 * A post's saved versions: pick one to see it compared word by word with the current text, then restore
 * it. Pure: the app loads the versions and computes the comparison.
 */
export function RevisionHistory({
  status,
  revisions,
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
  const listHeading = useId();
  const comparisonHeading = useId();
  if (status === 'loading') return <Spinner size="lg" label="Cargando versiones..." />;
  if (status === 'error') {
    return (
      <ErrorState
        title="No se pudo cargar el historial"
        message={errorMessage ?? 'Inténtalo de nuevo en unos momentos.'}
        onRetry={onRetry}
      />
    );
  }
  if (revisions.length === 0) {
    return (
      <EmptyState
        title="Aún no hay versiones guardadas."
        description="Cada vez que guardes la publicación, aquí quedará una versión que podrás restaurar."
      />
    );
  }
  const selected = revisions.find((revision) => revision.id === selectedId);
  return (
    <div className={styles.root}>
      <section className={styles.column} aria-labelledby={listHeading}>
        <Heading id={listHeading} className={styles.heading}>
          Versiones guardadas
        </Heading>
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
          Comparación con el texto actual
        </Heading>
        {!selected ? (
          <p className={styles.empty}>Elige una versión para compararla con el texto actual.</p>
        ) : (
          <>
            <p className={styles.empty}>
              {revisionKindLabels[selected.kind]} del{' '}
              <time dateTime={selected.dateTime}>{selected.dateLabel}</time>
            </p>
            {comparisonStatus === 'error' ? (
              <Notice tone="danger">{comparisonError ?? 'No se pudo cargar la versión.'}</Notice>
            ) : comparisonStatus === 'loading' || !comparison ? (
              <Spinner label="Cargando versión..." />
            ) : (
              <RevisionDiff comparison={comparison} />
            )}
            {restoreError && <Notice tone="danger">{restoreError}</Notice>}
            <div className={styles.actions}>
              <Button
                loading={restoring}
                loadingLabel="Restaurando..."
                onClick={() => onRestore(selected.id)}
              >
                Restaurar esta versión
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
