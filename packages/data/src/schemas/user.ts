import { z } from 'zod';

/** The current user as GET /api/auth/user/ answers it: never a password hash. */
export const userWireSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_superuser: z.boolean(),
  date_joined: z.string(),
  /** A small inline copy as a data URL, for the spec's clients that show avatars only as image data. */
  avatar: z.string().nullable(),
  /** The avatar's address: what this site shows. */
  avatar_url: z.string().nullable(),
});

export type UserWire = z.infer<typeof userWireSchema>;
