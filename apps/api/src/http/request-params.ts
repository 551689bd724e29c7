import { recordIdSchema } from '@pupitre/data';
import { z } from 'zod';
import { cursorParam, type KeysetCursor } from './keyset-cursor';

const MAX_LIMIT = 200;
const MAX_OFFSET = 1_000_000;
/**
 * How deep `offset` reaches in the public lists (ARCHITECTURE decision 14): it is kept for the spec's
 * clients, which page from 0; each row it skips is still read, so past this a client follows the cursor.
 */
export const MAX_LIST_OFFSET = 10_000;

const limitMessage = `El límite debe ser un número entero entre 1 y ${MAX_LIMIT}`;
const offsetMessage = (max: number) => `El desplazamiento debe ser un número entero entre 0 y ${max}`;
const listOffsetMessage = `${offsetMessage(MAX_LIST_OFFSET)}; más allá, sigue el cursor de la página (X-Next-Cursor)`;

/** A record id in a path; `message` names what it identifies and is also the answer's `detail`. */
export function positiveId(message: string) {
  return recordIdSchema(message);
}

function offsetField(max: number, message: string) {
  return (
    z.coerce
      .number({ error: message })
      .int(message)
      .min(0, message)
      .max(max, message)
      .default(0)
      // Coercion turns a null into 0, so the generated schema would call it nullable: state it by hand.
      .meta({ type: 'integer', minimum: 0, maximum: max, default: 0 })
  );
}

/** `limite` (1 to 200, default `fallback`) and `offset` (default 0) of a listing. */
export function pageFields(fallback: number) {
  return {
    limite: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(MAX_LIMIT, limitMessage)
      .default(fallback),
    offset: offsetField(MAX_OFFSET, offsetMessage(MAX_OFFSET)),
  };
}

export const pageQuery = (fallback: number) => z.object(pageFields(fallback));

/**
 * A public list's page: `limite`, an `offset` bounded by MAX_LIST_OFFSET, and the `cursor` the previous
 * page gave (refused with `cursorMessage` when this API did not write it). `decode` reads the list's own
 * cursor when it wraps the keyset one.
 */
export function listPageFields<Cursor = KeysetCursor>(
  fallback: number,
  cursorMessage: string,
  decode?: (text: string) => Cursor | undefined,
) {
  return {
    limite: pageFields(fallback).limite,
    offset: offsetField(MAX_LIST_OFFSET, listOffsetMessage),
    cursor: cursorParam<Cursor>(cursorMessage, decode),
  };
}
