import { lazy, Suspense, useState } from 'react';
import { commentsMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './Comments.css';
import type { CommentView } from './comment-view';

export interface CommentItemProps {
  comment: CommentView;
  /** The longest comment the app accepts, for the edit box. */
  maxLength: number;
  /** Resolves when saved (back to view); rejects to stay in edit mode with the text kept. */
  onSave(content: string): Promise<void>;
  /** Resolves when deleted; rejects to keep the comment (the app shows the toast). */
  onDelete(): Promise<void>;
}

// Readers open a post far more often than they delete a comment: the dialog's code loads on 'Eliminar'.
const ConfirmDialog = /*#__PURE__*/ lazy(() =>
  import('../ConfirmDialog/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** One comment: view, then edit mode through 'Editar'; delete after a confirmation (spec §4, §6). */
export function CommentItem({ comment, maxLength, onSave, onDelete }: CommentItemProps) {
  const messages = useMessages({ comments: commentsMessages });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Once asked, the dialog stays mounted, so it can close with its animation and hand focus back.
  const [askedOnce, setAskedOnce] = useState(false);
  if (confirming && !askedOnce) setAskedOnce(true);
  const [deleting, setDeleting] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft.trim());
      setEditing(false);
    } catch {
      // The app reports the failure; the edited text stays so nothing is lost.
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete();
      setConfirming(false);
    } catch {
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    // Focusable by script only: after 'Cargar más comentarios' the first new comment takes the focus.
    <article
      className={styles.item}
      aria-label={messages.comments.itemLabel(comment.authorName)}
      tabIndex={-1}
    >
      <Avatar src={comment.avatarSrc} alt="" size="sm" />
      <div className={styles.body}>
        <header className={styles.meta}>
          <span className={styles.author}>{comment.authorName}</span>
          {comment.dateTime ? (
            <time className={styles.date} dateTime={comment.dateTime}>
              {comment.date}
            </time>
          ) : (
            <span className={styles.date}>{comment.date}</span>
          )}
        </header>
        {editing ? (
          <form
            className={styles.editForm}
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.trim()) void save();
            }}
          >
            <TextArea
              label={messages.comments.editLabel}
              value={draft}
              maxLength={maxLength}
              showCount
              rows={3}
              onChange={(event) => setDraft(event.target.value)}
              autoFocus
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                size="sm"
                disabled={!draft.trim()}
                loading={saving}
                loadingLabel={messages.comments.saving}
              >
                {messages.comments.save}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                tone="neutral"
                disabled={saving}
                onClick={() => {
                  setDraft(comment.content);
                  setEditing(false);
                }}
              >
                {messages.comments.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <p className={styles.content}>{comment.content}</p>
        )}
        {!editing && (
          <div className={styles.actions}>
            {comment.own ? (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  tone="neutral"
                  onClick={() => {
                    setDraft(comment.content);
                    setEditing(true);
                  }}
                >
                  {messages.comments.edit}
                </Button>
                <Button size="sm" variant="outline" tone="neutral" onClick={() => setConfirming(true)}>
                  {messages.comments.delete}
                </Button>
              </>
            ) : (
              // The spec shows 'Me gusta' on others' comments without an action yet.
              <Button
                size="sm"
                variant="outline"
                tone="neutral"
                aria-disabled="true"
                title={messages.comments.likeSoon}
              >
                {messages.comments.like}
              </Button>
            )}
          </div>
        )}
      </div>
      {askedOnce && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={messages.comments.deleteTitle}
            description={messages.comments.deleteQuestion}
            confirmLabel={messages.comments.deleteConfirm}
            busy={deleting}
            busyLabel={messages.comments.deleting}
            tone="danger"
            onConfirm={() => void remove()}
          />
        </Suspense>
      )}
    </article>
  );
}
