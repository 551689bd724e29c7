import { MAX_RECORD_ID, type PostSortOrder } from '@pupitre/data';
import {
  type CommentCursor,
  decodeCursor as decodeTimeCursor,
  encodeCursor as encodeTimeCursor,
} from '../comentarios/comentarios.cursor';

/**
 * Where a page of the admin panel ended, on the keyset of its order: the last post's creation time (to
 * the microsecond, as the comments' cursor) and id for the orders by date, its title and id for the
 * alphabetical one. The title is carried as stored; the database derives its sort key on both sides.
 */
export type AdminPostCursor =
  | ({ kind: 'time' } & CommentCursor)
  | { kind: 'title'; title: string; id: number };

/** The kind of cursor each order pages by: a cursor of the other kind is refused. */
export const cursorKindOf = (order: PostSortOrder): AdminPostCursor['kind'] =>
  order === 'alfabetico' ? 'title' : 'time';

// A title cursor carries a title of at most 200 characters (4 bytes each at worst), in base64.
export const MAX_ADMIN_CURSOR_LENGTH = 1200;
const TIME = 'f.';
const TITLE = 't.';

/** Opaque to clients: they send back what they were given. */
export function encodeAdminCursor(cursor: AdminPostCursor): string {
  if (cursor.kind === 'time') return TIME + encodeTimeCursor(cursor);
  return TITLE + Buffer.from(JSON.stringify([cursor.title, cursor.id])).toString('base64url');
}

function decodeTitleCursor(payload: string): AdminPostCursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [title, id] = value as unknown[];
  if (typeof title !== 'string' || typeof id !== 'number') return undefined;
  if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) return undefined;
  // The database refuses a NUL in text: a cursor holding one was never written here.
  if (title.includes('\u0000')) return undefined;
  return { kind: 'title', title, id };
}

/** The cursor, or undefined for anything this module did not write (the database never sees it). */
export function decodeAdminCursor(text: string): AdminPostCursor | undefined {
  if (text.length > MAX_ADMIN_CURSOR_LENGTH) return undefined;
  if (text.startsWith(TIME)) {
    const time = decodeTimeCursor(text.slice(TIME.length));
    return time && { kind: 'time', ...time };
  }
  if (text.startsWith(TITLE)) return decodeTitleCursor(text.slice(TITLE.length));
  return undefined;
}
