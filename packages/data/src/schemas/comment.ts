import { z } from 'zod';
import { COMMENT_MAX_LENGTH, commentMessages } from '../rules/comment';

/** A comment as the API answers it. */
export const commentWireSchema = z.object({
  ID_comentario: z.number().int(),
  ID_Usuario: z.number().int(),
  ID_publicaciones: z.number().int(),
  contenido: z.string(),
  usuarioNombre: z.string(),
  avatar: z.string().nullable(),
  Fecha_publicacion: z.string(),
});

export type CommentWire = z.infer<typeof commentWireSchema>;

/** A comment is plain text, trimmed, 1 to 2000 characters. */
export const commentInputSchema = z.object({
  contenido: z
    .string({ error: commentMessages.empty })
    .trim()
    .min(1, { message: commentMessages.empty, abort: true })
    .max(COMMENT_MAX_LENGTH, commentMessages.tooLong),
});
