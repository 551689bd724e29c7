import { scheduleMessages } from '@pupitre/data';
import { z } from 'zod';
import { instantInZone } from './zoned-time';

export const publishStepMessages = {
  sendToSubscribers: 'Enviar a los suscriptores',
  schedule: 'Programar',
  scheduling: 'Programando...',
  unschedule: 'Cancelar programación',
  unscheduling: 'Cancelando...',
  dateLabel: 'Fecha de programación',
  timeLabel: 'Hora de programación',
  dateRequired: 'Elige la fecha de publicación',
  timeRequired: 'Elige la hora de publicación',
  mustBeFuture: scheduleMessages.mustBeFuture,
  scheduled: scheduleMessages.scheduled,
} as const;

/** The zone's name as the hint under the time field says it. */
export const zoneHint = (zone: string) => `Zona horaria del sitio: ${zone.replaceAll('_', ' ')}`;

/**
 * The publish step: whether subscribers get the post, and when "Programar" publishes it. The date and
 * time are only required, and must be in the future, when the post is scheduled.
 */
export function publishStepSchema(zone: string, now: () => Date = () => new Date()) {
  return z
    .object({
      enviarSuscriptores: z.boolean(),
      fecha: z.string().min(1, publishStepMessages.dateRequired),
      hora: z.string().min(1, publishStepMessages.timeRequired),
    })
    .transform((values, context) => {
      const at = instantInZone(values, zone);
      if (!at || at.getTime() <= now().getTime()) {
        context.addIssue({ code: 'custom', path: ['hora'], message: publishStepMessages.mustBeFuture });
        return z.NEVER;
      }
      return { enviarSuscriptores: values.enviarSuscriptores, programadaPara: at.toISOString() };
    });
}

export type PublishStepValues = z.input<ReturnType<typeof publishStepSchema>>;
export type ScheduleChoice = z.output<ReturnType<typeof publishStepSchema>>;
