import { scheduleMessages } from '@pupitre/data';
import { HttpError, invalidField, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { queuePublish } from '../../jobs/publish-scheduled.job';
import { siteTimeZoneOf } from '../../jobs/site-time-zone';
import { cancelSchedule, listSchedules, moveSchedule } from './publicaciones-programadas.queries';
import type * as routes from './publicaciones-programadas.routes';

export const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(
    { zonaHoraria: siteTimeZoneOf(c.var.config), publicaciones: await listSchedules(c.var.db) },
    Status.OK,
  );

export const cancel: AppRouteHandler<typeof routes.cancel> = async (c) => {
  if (!(await cancelSchedule(c.var.db, c.req.valid('param').id)))
    throw new HttpError(Status.NOT_FOUND, scheduleMessages.notScheduled);
  return c.json({ detail: scheduleMessages.cancelled }, Status.OK);
};

export const reschedule: AppRouteHandler<typeof routes.reschedule> = async (c) => {
  const { id } = c.req.valid('param');
  const { programadaPara, enviarSuscriptores } = c.req.valid('json');
  const at = new Date(programadaPara);
  if (at.getTime() <= Date.now()) throw invalidField('programadaPara', scheduleMessages.mustBeFuture);
  if (!(await moveSchedule(c.var.db, id, at, enviarSuscriptores)))
    throw new HttpError(Status.NOT_FOUND, scheduleMessages.notScheduled);
  const queue = c.var.services.jobs;
  if (queue) await queuePublish({ queue }, id, at);
  return c.json({ detail: scheduleMessages.rescheduled }, Status.OK);
};
