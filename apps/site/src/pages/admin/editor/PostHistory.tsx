import type { Post } from '@pupitre/data';
import { Button } from '@pupitre/ui';
import { lazy, Suspense, useState } from 'react';

// The history brings the diff library: it loads on the first press, not with the editor.
const PostHistoryDialog = lazy(() => import('./PostHistoryDialog'));

export interface EditorText {
  title: string;
  summary: string;
  html: string;
}

interface PostHistoryProps {
  postId: number;
  /** The editor's text at the moment the history opens: every version is compared with it. */
  currentText(): EditorText;
  onRestored(post: Post): void;
  disabled?: boolean;
}

/** "Historial": the versions the server kept of the post being edited, with a diff and a restore. */
export function PostHistory({ postId, currentText, onRestored, disabled }: PostHistoryProps) {
  const [openWith, setOpenWith] = useState<EditorText | null>(null);
  return (
    <>
      <Button
        variant="outline"
        tone="neutral"
        onClick={() => setOpenWith(currentText())}
        disabled={disabled}
        aria-haspopup="dialog"
      >
        Historial
      </Button>
      {openWith && (
        <Suspense fallback={null}>
          <PostHistoryDialog
            postId={postId}
            open
            onOpenChange={(open) => (open ? undefined : setOpenWith(null))}
            currentTitle={openWith.title}
            currentSummary={openWith.summary}
            currentHtml={openWith.html}
            onRestored={onRestored}
          />
        </Suspense>
      )}
    </>
  );
}
