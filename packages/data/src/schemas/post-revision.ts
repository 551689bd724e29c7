import { z } from 'zod';
import { categoryRefWireSchema } from './category';

/** The save that made a revision: stable values, stored with it and sent as they are. */
export const revisionKinds = ['publish', 'update', 'draft', 'autosave', 'restore'] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/** One entry of a post's history (GET /api/publicaciones/{id}/revisiones): no body. */
export const revisionSummaryWireSchema = z.object({
  id: z.number().int(),
  /** When the revision was last written (an autosave rewrites its revision for ten minutes). */
  fecha: z.string().meta({ description: 'Cuándo se guardó por última vez (ISO 8601).' }),
  tipo: z.enum(revisionKinds).meta({
    description:
      'Qué guardado la creó: publish (publicación), update (actualización), draft (borrador), ' +
      'autosave (guardado automático) o restore (restauración).',
  }),
  autor: z.string().nullable().meta({ description: 'Quien la guardó; null si su cuenta ya no existe.' }),
  titulo: z.string(),
});

export type RevisionSummaryWire = z.infer<typeof revisionSummaryWireSchema>;

export const revisionListWireSchema = z.array(revisionSummaryWireSchema);

/** One revision whole (GET /api/publicaciones/{id}/revisiones/{revisionId}). */
export const revisionWireSchema = revisionSummaryWireSchema.extend({
  resumen: z.string().nullable(),
  /** The body as it was stored: sanitised HTML. */
  contenido: z.string(),
  /** The categories it had that still exist, in its order. */
  categorias: z.array(categoryRefWireSchema),
  Imagen_portada: z.string().nullable(),
  Imagen_destacada_ID: z.number().int().nullable(),
});

export type RevisionWire = z.infer<typeof revisionWireSchema>;

/** The `origen` of a PUT /api/publicaciones/{id} that the editor's autosave sends. */
export const AUTOSAVE_ORIGIN = 'autoguardado';
export const INVALID_SAVE_ORIGIN = 'El origen debe ser autoguardado';

/** PUT /api/publicaciones/{id}'s optional query: without it, a save is an explicit one. */
export const postUpdateQuerySchema = z.object({
  origen: z
    .enum([AUTOSAVE_ORIGIN], { error: INVALID_SAVE_ORIGIN })
    .optional()
    .meta({
      description:
        "'autoguardado' cuando lo envía el guardado automático del editor: la última versión del " +
        'historial se reescribe si también es automática y empezó hace menos de 10 minutos.',
    }),
});
