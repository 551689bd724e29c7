import { z } from 'zod';
import { postInputMessages } from './post-input';

/** The site's time zone unless SITE_TIME_ZONE says another: the editor's dates are read in it. */
export const DEFAULT_SITE_TIME_ZONE = 'America/Mexico_City';

export const scheduleMessages = {
  scheduled: '¡Post programado correctamente!',
  cancelled: 'Programación cancelada. La publicación sigue como borrador.',
  rescheduled: 'Programación actualizada.',
  notScheduled: 'Esta publicación no está programada.',
  mustBeFuture: 'La fecha de publicación debe ser futura.',
  invalidSchedule: postInputMessages.invalidSchedule,
  loadError: 'No se pudieron cargar las publicaciones programadas.',
  cancelError: 'No se pudo cancelar la programación.',
  rescheduleError: 'No se pudo reprogramar la publicación.',
} as const;

/** A draft waiting for its time. */
export const scheduledPostSchema = z.object({
  ID_publicaciones: z.number().int(),
  Titulo: z.string(),
  /** When it will be published (ISO 8601, UTC). */
  programadaPara: z.string(),
  /** Whether its newsletter goes out when it is published. */
  enviarSuscriptores: z.boolean(),
});

export type ScheduledPost = z.infer<typeof scheduledPostSchema>;

/** GET /api/publicaciones/programadas: the waiting drafts, soonest first, and the zone to show them in. */
export const scheduledPostListSchema = z.object({
  zonaHoraria: z.string(),
  publicaciones: z.array(scheduledPostSchema),
});

export type ScheduledPostList = z.infer<typeof scheduledPostListSchema>;

/** PUT /api/publicaciones/programadas/{id}: a new time, and optionally a new newsletter choice. */
export const rescheduleInputSchema = z.object({
  programadaPara: z.iso.datetime({ offset: true, error: scheduleMessages.invalidSchedule }),
  enviarSuscriptores: z.boolean().optional(),
});

export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;
