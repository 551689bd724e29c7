import { z } from 'zod';

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
