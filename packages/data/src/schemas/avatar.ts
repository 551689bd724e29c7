import { z } from 'zod';
import { recordIdSchema } from './record-id';

export const avatarMessages = {
  noData: 'No se proporcionaron datos para el avatar',
  invalidUser: 'El id de usuario no es válido',
} as const;

/**
 * PUT /api/users/avatar (accounts-admin §3): the image as a data URL (or raw base64) and, optionally,
 * the id of the signed-in user. Any non-empty value passes here: the server checks the image's bytes.
 */
export const avatarRequestSchema = z.object({
  avatarData: z
    .unknown()
    .refine((value) => value !== undefined && value !== null && value !== '', {
      message: avatarMessages.noData,
    })
    .meta({ type: 'string', description: 'La imagen como data URL o en base64.' }),
  userId: recordIdSchema(avatarMessages.invalidUser).optional(),
});

/** The stored avatar: its inline thumbnail (data URL) and its address. */
export const avatarAnswerSchema = z.object({
  detail: z.string(),
  avatar: z.string().nullable(),
  avatar_url: z.string(),
});
