import { z } from 'zod';

export const listQuery = z.object({
  limite: z.coerce.number().int().min(1).max(200).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  estado: z.enum(['publicado', 'borrador']).optional(),
});
