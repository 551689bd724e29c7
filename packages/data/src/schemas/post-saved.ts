import { z } from 'zod';
import { postWireSchema } from './post';

/** POST and PUT /api/publicaciones answer the saved post, its id again and a Spanish success message. */
export const postSavedSchema = postWireSchema.extend({ id: z.number().int(), detail: z.string() });

export type PostSaved = z.infer<typeof postSavedSchema>;
