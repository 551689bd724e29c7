import { useId } from 'react';
import { Heading } from '../Heading/Heading';
import { Select } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { CommentItem } from './CommentItem';
import * as styles from './Comments.css';
import { type CommentSort, type CommentView, sortComments } from './comment-view';

export const COMMENTS_EMPTY = 'Aún no hay comentarios. ¡Sé el primero en comentar!';
export const COMMENTS_ERROR = 'No se pudieron cargar los comentarios.';

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

const sortOptions = [
  { value: 'reciente', label: 'Más recientes' },
  { value: 'antiguo', label: 'Más antiguos' },
];

export function CommentList({
  status,
  comments,
  sort,
  onSortChange,
  maxLength,
  onSave,
  onDelete,
  errorMessage = COMMENTS_ERROR,
}: CommentListProps) {
  const headingId = useId();
  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <div className={styles.listHeader}>
        <Heading id={headingId} className={styles.heading}>
          Comentarios{status === 'ready' ? ` (${comments.length})` : ''}
        </Heading>
        {status === 'ready' && comments.length > 1 && (
          <Select
            label="Ordenar comentarios"
            hideLabel
            options={sortOptions}
            value={sort}
            onValueChange={(value) => onSortChange(value as CommentSort)}
          />
        )}
      </div>
      {status === 'loading' && <Spinner label="Cargando comentarios..." />}
      {status === 'error' && (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
      {status === 'ready' && comments.length === 0 && <p className={styles.empty}>{COMMENTS_EMPTY}</p>}
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
