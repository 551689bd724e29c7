import { z } from 'zod';
import { COMMENT_MAX_LENGTH, commentMessages } from '../rules/comment';
import { pageHeaders } from './page';

/** A comment as the API answers it. */
export const commentWireSchema = z.object({
  ID_comentario: z.number().int(),
  ID_Usuario: z.number().int(),
  ID_publicaciones: z.number().int(),
  contenido: z.string(),
  usuarioNombre: z.string(),
  /** A small inline copy as a data URL, for the spec's clients that show avatars only as image data. */
  avatar: z.string().nullable(),
  /** The avatar's address: what this site shows. */
  avatar_url: z.string().nullable(),
  Fecha_publicacion: z.string(),
});

export type CommentWire = z.infer<typeof commentWireSchema>;

/** The orders a post's comments are paged in: oldest first (the spec's clients' default) or newest first. */
export const commentOrders = ['antiguo', 'reciente'] as const;
export type CommentOrder = (typeof commentOrders)[number];

/** What a page of comments says beside its body: the next page's cursor, and how many comments the post has. */
export const commentPageHeaders = { ...pageHeaders, total: 'X-Total-Count' } as const;

/** A comment is plain text, trimmed, 1 to 2000 characters. */
export const commentInputSchema = z.object({
  contenido: z
    .string({ error: commentMessages.empty })
    .trim()
    .min(1, { message: commentMessages.empty, abort: true })
    .max(COMMENT_MAX_LENGTH, commentMessages.tooLong),
});
