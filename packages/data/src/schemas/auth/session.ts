import { z } from 'zod';

/** POST /api/auth/token/: the tokens of a new session and who it belongs to. */
export const loginResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  username: z.string(),
  is_superuser: z.boolean(),
});

export type LoginAnswer = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/token/refresh/: a refresh token is spent once and answered with a new pair. */
export const refreshRequestSchema = z.object({
  refresh: z.string({ error: 'No hay token de refresco' }).min(1, 'No hay token de refresco').max(200),
});

export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
