import { z } from 'zod';

/** A category as the API answers it (spec field names). */
export const categoryWireSchema = z.object({
  ID_categoria: z.number().int(),
  Nombre_categoria: z.string(),
  Descripcion: z.string().nullable(),
  color: z.string().optional(),
});

export type CategoryWire = z.infer<typeof categoryWireSchema>;

export const categoryRefWireSchema = z.object({
  ID_categoria: z.number().int(),
  Nombre_categoria: z.string(),
});
