import type { Post, PostInput, Revision } from '@pupitre/data';
import { Button } from '@pupitre/ui';
import { type RefObject, useState } from 'react';
import { PostHistoryDialog } from './PostHistoryDialog';

export interface EditorText {
  title: string;
  summary: string;
  html: string;
}

interface PostHistoryProps {
  postId: number;
  /** The editor's text at the moment the history opens: every version is compared with it. */
  currentText(): EditorText;
  onRestored(post: Post, version: Revision): void;
  /** The editor's text when it holds unsaved changes: kept in the history before a restore. */
  unsavedText?: () => PostInput | undefined;
  /** Filled with a way to open the history from elsewhere (a conflict's "Ver diferencias"). */
  opener?: RefObject<(() => void) | undefined>;
  disabled?: boolean;
}

/**
 * "Historial": the versions the server kept of the post being edited, with a diff and a restore. The
 * button is the dialog's own trigger, so closing the dialog gives it the focus back (Radix returns the
 * focus to a Dialog.Trigger; a button outside the dialog left it on <body>). The diff library still
 * loads only when a version is first compared.
 */
export function PostHistory({
  postId,
  currentText,
  onRestored,
  unsavedText,
  opener,
  disabled,
}: PostHistoryProps) {
  const [openWith, setOpenWith] = useState<EditorText | null>(null);
  if (opener) opener.current = () => setOpenWith(currentText());
  return (
    <PostHistoryDialog
      postId={postId}
      open={openWith !== null}
      onOpenChange={(open) => setOpenWith(open ? currentText() : null)}
      currentTitle={openWith?.title ?? ''}
      currentSummary={openWith?.summary ?? ''}
      currentHtml={openWith?.html ?? ''}
      onRestored={onRestored}
      unsavedText={unsavedText}
      trigger={
        <Button variant="outline" tone="neutral" disabled={disabled}>
          Historial
        </Button>
      }
    />
  );
}
