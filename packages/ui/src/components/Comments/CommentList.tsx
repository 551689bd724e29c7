import { useId, useRef } from 'react';
import { commentsMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Heading } from '../Heading/Heading';
import { useFocusNewItems } from '../PostGrid/use-focus-new-items';
import { Select } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { CommentItem } from './CommentItem';
import * as styles from './Comments.css';
import { type CommentSort, type CommentView, sortComments } from './comment-view';
import { LoadMoreComments } from './LoadMoreComments';

/** The default Spanish copy; the component reads `messages.comments.empty` and `.loadError`. */
export const COMMENTS_EMPTY = commentsMessages.empty;
export const COMMENTS_ERROR = commentsMessages.loadError;

export interface CommentListProps {
  status: 'loading' | 'error' | 'ready';
  /** The comments loaded so far. */
  comments: CommentView[];
  /** How many comments there are in all, loaded or not: the heading's count (the loaded ones by default). */
  total?: number;
  sort: CommentSort;
  onSortChange(sort: CommentSort): void;
  /** The longest comment the app accepts, for each item's edit box. */
  maxLength: number;
  onSave(id: number, content: string): Promise<void>;
  onDelete(id: number): Promise<void>;
  errorMessage?: string;
  /** More comments exist: shows 'Cargar más comentarios'. */
  hasMore?: boolean;
  /** The next comments are on their way: the button shows its busy state. */
  loadingMore?: boolean;
  onLoadMore?(): void;
  /** Loading more failed: said beside the button ('No se pudieron cargar los comentarios.'). */
  loadMoreError?: string;
  /** The next comments as a page address, so the button works before (or without) the page's scripts. */
  moreHref?: string;
  /** The section's id, for links to it. */
  id?: string;
}

export function CommentList({
  status,
  comments,
  total,
  sort,
  onSortChange,
  maxLength,
  onSave,
  onDelete,
  errorMessage,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  loadMoreError,
  moreHref,
  id,
}: CommentListProps) {
  const messages = useMessages({ comments: commentsMessages });
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  const focus = useFocusNewItems(list, comments.length, 'article');
  const count = total ?? comments.length;
  const sortOptions = [
    { value: 'reciente', label: messages.comments.sortNewest },
    { value: 'antiguo', label: messages.comments.sortOldest },
  ];
  return (
    <section id={id} className={styles.list} aria-labelledby={headingId}>
      <div className={styles.listHeader}>
        <Heading id={headingId} className={styles.heading}>
          {status === 'ready' ? messages.comments.count(count) : messages.comments.title}
        </Heading>
        {status === 'ready' && count > 1 && (
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
        <ol ref={list} className={styles.items}>
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
      {status === 'ready' && hasMore && (
        <LoadMoreComments
          loading={loadingMore}
          error={loadMoreError}
          href={moreHref}
          onLoadMore={() => {
            focus.markRequest(comments.length);
            onLoadMore?.();
          }}
        />
      )}
    </section>
  );
}
