export { CommentForm, type CommentFormProps, JOIN_PROMPT } from './CommentForm';
export { CommentItem, type CommentItemProps } from './CommentItem';
export { COMMENTS_EMPTY, COMMENTS_ERROR, CommentList, type CommentListProps } from './CommentList';
export {
  type CommentSort,
  type CommentView,
  commentSorts,
  DELETE_COMMENT_QUESTION,
  sortComments,
} from './comment-view';
export { LoadMoreComments, type LoadMoreCommentsProps } from './LoadMoreComments';
