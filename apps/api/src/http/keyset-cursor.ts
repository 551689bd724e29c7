import { MAX_RECORD_ID } from '@pupitre/data';
import { z } from 'zod';

/**
 * Where a page of a list ordered by (time, id) ended: its last row's time, to the microsecond as stored
 * (a JavaScript Date would keep only milliseconds, and rows a microsecond apart would be skipped), and
 * its id, which orders rows written at the same instant.
 */
export interface KeysetCursor {
  /** UTC, as `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
  at: string;
  id: number;
}

// From the year 1000: the database has no year 0, and no row is older.
const SHAPE = /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z~(\d{1,10})$/;
/** Longer than any cursor this module writes: anything longer is refused before it is decoded. */
export const MAX_CURSOR_LENGTH = 64;

/** Opaque to clients: they send back what they were given. */
export function encodeCursor({ at, id }: KeysetCursor): string {
  return Buffer.from(`${at}~${id}`).toString('base64url');
}

/** The cursor, or undefined for anything this module did not write (the database never sees it). */
export function decodeCursor(text: string): KeysetCursor | undefined {
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

/**
 * The `cursor` query parameter: what `decode` makes of it, or a 400 naming `cursor` with `message`.
 * `decode` is this module's own unless a list wraps the keyset in a cursor of its own.
 */
export function cursorParam<Cursor = KeysetCursor>(
  message: string,
  decode: (text: string) => Cursor | undefined = decodeCursor as (text: string) => Cursor | undefined,
  maxLength = MAX_CURSOR_LENGTH,
) {
  return z
    .string()
    .max(maxLength, message)
    .transform((text, context) => {
      const cursor = decode(text);
      if (cursor === undefined) context.addIssue({ code: 'custom', message });
      return cursor ?? z.NEVER;
    })
    .optional()
    .meta({
      description:
        'Dónde sigue la lista: el valor de `X-Next-Cursor` (o del enlace `rel="next"`) de la página anterior, tal cual.',
    });
}
