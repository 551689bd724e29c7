import { z } from 'zod';
import { categoryRefWireSchema } from './category';

export const postStates = ['publicado', 'borrador'] as const;

/** A post as the API answers it (spec field names). */
export const postWireSchema = z.object({
  ID_publicaciones: z.number().int(),
  Titulo: z.string(),
  Resumen: z.string().nullable(),
  Contenido: z.string(),
  Imagen_portada: z.string().nullable(),
  /** The cover's image id (the seeds' client reads it beside the URL). */
  Imagen_destacada_ID: z.number().int().nullable().optional(),
  Fecha_creacion: z.string(),
  Fecha_modificacion: z.string().optional(),
  NombreAdmin: z.string().nullable(),
  contador_likes: z.number().int(),
  estado: z.enum(postStates),
  /** The same state under the admin client's name for it. */
  Estado: z.enum(postStates).optional(),
  categorias: z.array(categoryRefWireSchema),
});

export type PostWire = z.infer<typeof postWireSchema>;

export const postListWireSchema = z.array(postWireSchema);
