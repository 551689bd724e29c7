import { z } from 'zod';

/** The largest value of a PostgreSQL `integer`, the type of every id column: a larger id is a 500 there. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as a request sends it (a number, or its digits in a path or query), within what its column holds. */
export const recordIdSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);
