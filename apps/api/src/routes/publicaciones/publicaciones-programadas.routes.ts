import {
  detailSchema,
  rescheduleInputSchema,
  scheduledPostListSchema,
  scheduleMessages,
} from '@pupitre/data';
import { jsonRoutes } from '../../http/json-route';
import { postIdParams } from './publicaciones.schemas';

const publicaciones = jsonRoutes('publicaciones');

export const list = publicaciones.get('/programadas', {
  summary:
    'Las publicaciones programadas, la más próxima primero, y la zona horaria del sitio (administradores)',
  access: 'superuser',
  answer: [
    scheduledPostListSchema,
    'Borradores que se publicarán solos a su hora (`programadaPara`, UTC), y la zona en la que el editor las muestra.',
  ],
});

export const cancel = publicaciones.delete('/programadas/{id}', {
  summary: 'Cancelar la programación: la publicación sigue como borrador (administradores)',
  access: 'superuser',
  params: postIdParams,
  answer: [detailSchema, scheduleMessages.cancelled],
  errors: { 404: scheduleMessages.notScheduled },
});

export const reschedule = publicaciones.put('/programadas/{id}', {
  summary: 'Reprogramar una publicación programada a otra fecha futura (administradores)',
  access: 'superuser',
  params: postIdParams,
  body: rescheduleInputSchema,
  answer: [detailSchema, scheduleMessages.rescheduled],
  errors: { 404: scheduleMessages.notScheduled },
});
