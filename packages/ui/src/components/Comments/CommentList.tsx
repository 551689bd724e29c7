import { useId } from 'react';
import { commentsMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Heading } from '../Heading/Heading';
import { Select } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { CommentItem } from './CommentItem';
import * as styles from './Comments.css';
import { type CommentSort, type CommentView, sortComments } from './comment-view';

/** The default Spanish copy; the component reads `messages.comments.empty` and `.loadError`. */
export const COMMENTS_EMPTY = commentsMessages.empty;
export const COMMENTS_ERROR = commentsMessages.loadError;

export interface CommentListProps {
  status: 'loading' | 'error' | 'ready';
  comments: CommentView[];
  sort: CommentSort;
  onSortChange(sort: CommentSort): void;
  /** The longest comment the app accepts, for each item's edit box. */
  maxLength: number;
  onSave(id: number, content: string): Promise<void>;
  onDelete(id: number): Promise<void>;
  errorMessage?: string;
}

export function CommentList({
  status,
  comments,
  sort,
  onSortChange,
  maxLength,
  onSave,
  onDelete,
  errorMessage,
}: CommentListProps) {
  const messages = useMessages({ comments: commentsMessages });
  const headingId = useId();
  const sortOptions = [
    { value: 'reciente', label: messages.comments.sortNewest },
    { value: 'antiguo', label: messages.comments.sortOldest },
  ];
  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <div className={styles.listHeader}>
        <Heading id={headingId} className={styles.heading}>
          {status === 'ready' ? messages.comments.count(comments.length) : messages.comments.title}
        </Heading>
        {status === 'ready' && comments.length > 1 && (
          <Select
            label={messages.comments.sortLabel}
            hideLabel
            options={sortOptions}
            value={sort}
            onValueChange={(value) => onSortChange(value as CommentSort)}
          />
        )}
      </div>
      {status === 'loading' && <Spinner label={messages.comments.loading} />}
      {status === 'error' && (
        <p className={styles.error} role="alert">
          {errorMessage ?? messages.comments.loadError}
        </p>
      )}
      {status === 'ready' && comments.length === 0 && (
        <p className={styles.empty}>{messages.comments.empty}</p>
      )}
      {status === 'ready' && comments.length > 0 && (
        <ol className={styles.items}>
          {sortComments(comments, sort).map((comment) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                maxLength={maxLength}
                onSave={(content) => onSave(comment.id, content)}
                onDelete={() => onDelete(comment.id)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
