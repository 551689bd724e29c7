import { z } from 'zod';

export const categoryPostsQuery = z.object({
  limite: z.coerce.number().int().min(1).max(200).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
