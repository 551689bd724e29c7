import { z } from 'zod';

/** The `{detail}` answer of a write that returns nothing else (a deletion, a reset, a form sent). */
export const detailSchema = z.object({ detail: z.string() });
