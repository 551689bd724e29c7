import { MAX_RECORD_ID } from '@pupitre/data';

/**
 * Where a page of comments ended: its last comment's creation time, to the microsecond as stored (a
 * JavaScript Date would keep only milliseconds, and comments a microsecond apart would be skipped), and
 * its id, which orders comments written at the same instant.
 */
export interface CommentCursor {
  /** UTC, as `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
  at: string;
  id: number;
}

// From the year 1000: the database has no year 0, and no comment is older.
const SHAPE = /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z~(\d{1,10})$/;
/** Longer than any cursor this module writes: anything longer is refused before it is decoded. */
export const MAX_CURSOR_LENGTH = 64;

/** Opaque to clients: they send back what they were given. */
export function encodeCursor({ at, id }: CommentCursor): string {
  return Buffer.from(`${at}~${id}`).toString('base64url');
}

/** The cursor, or undefined for anything this module did not write (the database never sees it). */
export function decodeCursor(text: string): CommentCursor | undefined {
  if (text.length > MAX_CURSOR_LENGTH) return undefined;
  const match = SHAPE.exec(Buffer.from(text, 'base64url').toString('latin1'));
  if (!match) return undefined;
  const [, seconds = '', fraction = '', idText = ''] = match;
  const id = Number(idText);
  // A date that does not exist (a 30th of February) would make the database's cast fail.
  const time = Date.parse(`${seconds}Z`);
  const exists = !Number.isNaN(time) && new Date(time).toISOString() === `${seconds}.000Z`;
  if (!exists || id < 1 || id > MAX_RECORD_ID) return undefined;
  return { at: `${seconds}.${fraction}Z`, id };
}
