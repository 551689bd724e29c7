import { commentsMessages } from '../../messages/groups';
/** A comment as the comment fragments show it; the app fills it through @pupitre/data. */
export interface CommentView {
  id: number;
  authorName: string;
  avatarSrc?: string | null;
  /** The long Spanish date, or 'Fecha desconocida'. */
  date: string;
  /** ISO timestamp: orders the list and feeds <time>. */
  dateTime?: string | null;
  content: string;
  /** The current user wrote it (comment user id equals current user id): edit and delete are offered. */
  own: boolean;
}

export const commentSorts = ['reciente', 'antiguo'] as const;
export type CommentSort = (typeof commentSorts)[number];

/** The default Spanish question; CommentItem reads `messages.comments.deleteQuestion`. */
export const DELETE_COMMENT_QUESTION = commentsMessages.deleteQuestion;

/** Newest or oldest first; comments without a date go last either way. */
export function sortComments<T extends Pick<CommentView, 'dateTime' | 'id'>>(
  comments: T[],
  sort: CommentSort,
): T[] {
  const time = (comment: T) => (comment.dateTime ? Date.parse(comment.dateTime) : Number.NaN);
  return [...comments].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (Number.isNaN(ta) || Number.isNaN(tb)) return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1;
    return sort === 'reciente' ? tb - ta || b.id - a.id : ta - tb || a.id - b.id;
  });
}
