// A page of comments ends where the shared keyset cursor says (time to the microsecond, then id).
export {
  decodeCursor,
  encodeCursor,
  type KeysetCursor as CommentCursor,
  MAX_CURSOR_LENGTH,
} from '../../http/keyset-cursor';
