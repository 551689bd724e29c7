import { z } from 'zod';
import { categoryRefWireSchema } from './category';

/** The save that made a revision: stable values, stored with it and sent as they are. */
export const revisionKinds = [
  'publish',
  'update',
  'draft',
  'autosave',
  'restore',
  'conflict',
  'before-restore',
  'changes',
] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/** One entry of a post's history (GET /api/publicaciones/{id}/revisiones): no body. */
export const revisionSummaryWireSchema = z.object({
  id: z.number().int(),
  /** When the revision was last written (an autosave rewrites its revision for ten minutes). */
  fecha: z.string().meta({ description: 'Cuándo se guardó por última vez (ISO 8601).' }),
  tipo: z.enum(revisionKinds).meta({
    description:
      'Qué guardado la creó: publish (publicación), update (actualización), draft (borrador), ' +
      'autosave (guardado automático), restore (restauración), conflict (un guardado rechazado porque ' +
      'otra persona o pestaña había cambiado la publicación), before-restore (el texto del editor ' +
      'antes de una restauración) o changes (cambios guardados sin publicar).',
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
/** The `origen` of "Guardar cambios" on a published or scheduled post: kept aside, not applied. */
export const PENDING_CHANGES_ORIGIN = 'cambios';
export const INVALID_SAVE_ORIGIN = 'El origen debe ser autoguardado o cambios';
export const INVALID_EDITOR_SESSION = 'La sesión del editor no es válida';

/** PUT /api/publicaciones/{id}'s optional query: without it, a save is an explicit one. */
export const postUpdateQuerySchema = z.object({
  origen: z
    .enum([AUTOSAVE_ORIGIN, PENDING_CHANGES_ORIGIN], { error: INVALID_SAVE_ORIGIN })
    .optional()
    .meta({
      description:
        "'autoguardado' cuando lo envía el guardado automático del editor: la última versión del " +
        'historial se reescribe si también es automática, de la misma sesión y empezó hace menos de ' +
        "10 minutos. 'cambios' cuando el autor guarda sin publicar. En una publicación publicada o " +
        'programada ninguno de los dos la cambia: el texto queda en el historial hasta «Actualizar».',
    }),
  sesion: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: INVALID_EDITOR_SESSION })
    .optional()
    .meta({ description: 'La pestaña del editor que guarda (un id al azar por pestaña).' }),
});

/** PUT /api/publicaciones/{id}'s optional headers. */
export const postUpdateHeadersSchema = z.object({
  'if-match': z
    .string()
    .optional()
    .meta({
      description:
        'El ETag de la publicación que el editor leyó o guardó por última vez. Si ya no es el actual, ' +
        'la respuesta es 412 y el texto enviado queda en el historial como versión en conflicto.',
    }),
});

/** What a save says when the post changed since the editor read it, and when it was kept aside. */
export const postConcurrencyMessages = {
  conflict: 'Otra persona o pestaña cambió esta publicación. Tu versión quedó guardada en el historial.',
  pendingSaved: 'Cambios guardados. La publicación no cambia hasta que pulses «Actualizar».',
} as const;
