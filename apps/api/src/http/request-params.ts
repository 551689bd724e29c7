import { recordIdSchema } from '@pupitre/data';
import { z } from 'zod';

const MAX_LIMIT = 200;
const MAX_OFFSET = 1_000_000;

const limitMessage = `El límite debe ser un número entero entre 1 y ${MAX_LIMIT}`;
const offsetMessage = `El desplazamiento debe ser un número entero entre 0 y ${MAX_OFFSET}`;

/** A record id in a path; `message` names what it identifies and is also the answer's `detail`. */
export function positiveId(message: string) {
  return recordIdSchema(message);
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
    offset: z.coerce
      .number({ error: offsetMessage })
      .int(offsetMessage)
      .min(0, offsetMessage)
      .max(MAX_OFFSET, offsetMessage)
      .default(0)
      // Coercion turns a null into 0, so the generated schema would call it nullable: state it by hand.
      .meta({ type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 }),
  };
}

export const pageQuery = (fallback: number) => z.object(pageFields(fallback));
