import {
  type Post,
  type PostInput,
  REVISION_RESTORE_ERROR,
  type Revision,
  type RevisionSummary,
} from '@pupitre/data';
import {
  type LoadStatus,
  type RevisionComparison,
  type RevisionEntry,
  RevisionHistoryDialog,
} from '@pupitre/ui/fragments';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useRestoreRevision, useRevision, useRevisions } from '../../../queries/post-revisions';
import type { compareRevision } from './revision-comparison';
import { useSiteTimeZone } from './use-site-time-zone';
import { formatLongInZone, formatShortInZone, zoneName } from './zoned-time';

export interface PostHistoryDialogProps {
  postId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The editor's text now: each version is compared with it. */
  currentTitle: string;
  currentSummary: string;
  currentHtml: string;
  /** The post as the restore left it, and the version restored; the dialog has closed by then. */
  onRestored(post: Post, version: Revision): void;
  /** The editor's text when it holds unsaved changes: kept in the history before the restore. */
  unsavedText?: () => PostInput | undefined;
  /** The button that opens the dialog; the focus goes back to it when the dialog closes. */
  trigger?: ReactElement;
}

const entryOf = (revision: RevisionSummary, zone: string): RevisionEntry => ({
  id: revision.id,
  kind: revision.kind,
  dateTime: revision.fecha,
  dateLabel: formatShortInZone(revision.fecha, zone),
  longDateLabel: formatLongInZone(revision.fecha, zone),
  author: revision.autor,
  title: revision.titulo,
});

const statusOf = (query: { isPending: boolean; isError: boolean }): LoadStatus =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

type Compare = typeof compareRevision;
// The diff library loads with the first version compared, not with the editor.
let loadingComparison: Promise<Compare> | undefined;
const loadComparison = () =>
  (loadingComparison ??= import('./revision-comparison').then((module) => module.compareRevision));

/** The chosen revision against the editor's text, once the comparison's code has loaded. */
function useComparison(revision: Revision | undefined, title: string, summary: string, html: string) {
  const [compare, setCompare] = useState<{ run?: Compare; failed?: boolean }>({});
  const needed = revision !== undefined && !compare.run;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadComparison().then(
      (run) => live && setCompare({ run }),
      () => {
        loadingComparison = undefined;
        if (live) setCompare({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);
  const comparison = useMemo<RevisionComparison | undefined>(
    () => (revision && compare.run ? compare.run(revision, { title, summary, html }) : undefined),
    [revision, compare.run, title, summary, html],
  );
  return { comparison, failed: compare.failed === true };
}

/**
 * The editor's 'Historial': the versions the server kept of this post, each compared paragraph by
 * paragraph with the editor's text, and a restore that writes one back. Times are on the site's clock
 * and say so.
 */
export function PostHistoryDialog({
  postId,
  open,
  onOpenChange,
  currentTitle,
  currentSummary,
  currentHtml,
  onRestored,
  unsavedText,
  trigger,
}: PostHistoryDialogProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const revisions = useRevisions(postId, open);
  const revision = useRevision(postId, selectedId ?? 0, open);
  const restore = useRestoreRevision(postId);
  const time = useSiteTimeZone(open);

  const entries = useMemo(
    () => (revisions.data?.pages.flat() ?? []).map((entry) => entryOf(entry, time.zone)),
    [revisions.data, time.zone],
  );
  const { comparison, failed } = useComparison(revision.data, currentTitle, currentSummary, currentHtml);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setSelectedId(null);
      restore.reset();
    }
    onOpenChange(next);
  };

  // Until the zone is known the times could be read on the wrong clock: the list waits for it.
  const listStatus = statusOf(revisions);
  return (
    <RevisionHistoryDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      status={listStatus === 'ready' && !time.settled ? 'loading' : listStatus}
      revisions={entries}
      timeZoneName={zoneName(time.zone)}
      errorMessage={revisions.error?.message}
      onRetry={() => revisions.refetch()}
      onLoadMore={revisions.hasNextPage ? () => revisions.fetchNextPage() : undefined}
      loadingMore={revisions.isFetchingNextPage}
      selectedId={selectedId}
      onSelect={setSelectedId}
      comparison={comparison}
      comparisonStatus={failed ? 'error' : statusOf(revision)}
      comparisonError={revision.error?.message}
      restoring={restore.isPending}
      restoreError={restore.error ? restore.error.message || REVISION_RESTORE_ERROR : undefined}
      onRestore={(revisionId) => {
        const version = revision.data;
        if (!version) return;
        restore.mutate(
          { revisionId, keep: unsavedText?.() },
          {
            onSuccess: (post) => {
              changeOpen(false);
              onRestored(post, version);
            },
          },
        );
      }}
    />
  );
}

export default PostHistoryDialog;
