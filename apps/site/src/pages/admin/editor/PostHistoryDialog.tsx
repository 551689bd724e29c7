import { formatDateTime, type Post, REVISION_RESTORE_ERROR, type RevisionSummary } from '@pupitre/data';
import { type LoadStatus, type RevisionEntry, RevisionHistoryDialog } from '@pupitre/ui/fragments';
import { useMemo, useState } from 'react';
import { useRestoreRevision, useRevision, useRevisions } from '../../../queries/post-revisions';
import { compareRevision } from './revision-comparison';

export interface PostHistoryDialogProps {
  postId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The editor's text now: each version is compared with it. */
  currentTitle: string;
  currentSummary: string;
  currentHtml: string;
  /** The post as the restore left it; the dialog has closed by then. */
  onRestored(post: Post): void;
}

const entryOf = (revision: RevisionSummary): RevisionEntry => ({
  id: revision.id,
  kind: revision.kind,
  dateTime: revision.fecha,
  dateLabel: formatDateTime(revision.fecha),
  author: revision.autor,
  title: revision.titulo,
});

const statusOf = (query: { isPending: boolean; isError: boolean }): LoadStatus =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

/**
 * The editor's 'Historial': the versions the server kept of this post, each compared word by word with
 * the editor's text, and a restore that writes one back. Loaded on demand (it brings the diff library).
 */
export function PostHistoryDialog({
  postId,
  open,
  onOpenChange,
  currentTitle,
  currentSummary,
  currentHtml,
  onRestored,
}: PostHistoryDialogProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const revisions = useRevisions(postId, open);
  const revision = useRevision(postId, selectedId ?? 0, open);
  const restore = useRestoreRevision(postId);

  const entries = useMemo(() => (revisions.data?.pages.flat() ?? []).map(entryOf), [revisions.data]);
  const comparison = useMemo(
    () =>
      revision.data &&
      compareRevision(revision.data, { title: currentTitle, summary: currentSummary, html: currentHtml }),
    [revision.data, currentTitle, currentSummary, currentHtml],
  );

  const changeOpen = (next: boolean) => {
    if (!next) {
      setSelectedId(null);
      restore.reset();
    }
    onOpenChange(next);
  };

  return (
    <RevisionHistoryDialog
      open={open}
      onOpenChange={changeOpen}
      status={statusOf(revisions)}
      revisions={entries}
      errorMessage={revisions.error?.message}
      onRetry={() => revisions.refetch()}
      onLoadMore={revisions.hasNextPage ? () => revisions.fetchNextPage() : undefined}
      loadingMore={revisions.isFetchingNextPage}
      selectedId={selectedId}
      onSelect={setSelectedId}
      comparison={comparison}
      comparisonStatus={statusOf(revision)}
      comparisonError={revision.error?.message}
      restoring={restore.isPending}
      restoreError={restore.error ? restore.error.message || REVISION_RESTORE_ERROR : undefined}
      onRestore={(revisionId) =>
        restore.mutate(revisionId, {
          onSuccess: (post) => {
            changeOpen(false);
            onRestored(post);
          },
        })
      }
    />
  );
}

export default PostHistoryDialog;
