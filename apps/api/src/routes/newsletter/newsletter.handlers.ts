import { formMessages, newsletterMessages } from '@pupitre/data';
import { clientAddress } from '../../abuse/client-address';
import { limits } from '../../abuse/limits';
import { enforce } from '../../abuse/rate-limit';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { queues } from '../../jobs/queue-names';
import { newsletterStats } from './newsletter.queries';
import type * as routes from './newsletter.routes';
import * as writes from './newsletter.writes';

/** The same answer whether the address is new, pending or confirmed: it reveals nothing. */
export const subscribe: AppRouteHandler<typeof routes.subscribe> = async (c) => {
  const { email } = c.req.valid('json');
  await enforce(c.var.db, limits.newsletterPerIp, clientAddress(c));
  const due = await writes.subscribe(c.var.db, email);
  if (due !== undefined) await c.var.services.jobs?.send(queues.confirmation, { id: due });
  return c.json({ detail: formMessages.newsletterThanks }, Status.OK);
};

export const confirm: AppRouteHandler<typeof routes.confirm> = async (c) => {
  if (!(await writes.confirm(c.var.db, c.req.valid('json').token)))
    throw new HttpError(Status.NOT_FOUND, newsletterMessages.invalidLink);
  return c.json({ detail: newsletterMessages.confirmed }, Status.OK);
};

export const oneClickUnsubscribe: AppRouteHandler<typeof routes.oneClickUnsubscribe> = async (c) => {
  if (!(await writes.unsubscribe(c.var.db, c.req.valid('param').clave)))
    throw new HttpError(Status.NOT_FOUND, newsletterMessages.invalidLink);
  return c.json({ detail: newsletterMessages.unsubscribed }, Status.OK);
};

export const dataCopy: AppRouteHandler<typeof routes.dataCopy> = async (c) => {
  const subscriber = await writes.findByKey(c.var.db, c.req.valid('param').clave);
  if (!subscriber) throw new HttpError(Status.NOT_FOUND, newsletterMessages.invalidLink);
  await c.var.services.jobs?.send(queues.dataCopy, { id: subscriber.id });
  return c.json({ detail: newsletterMessages.dataCopySent }, Status.OK);
};

export const forget: AppRouteHandler<typeof routes.forget> = async (c) => {
  if (!(await writes.forget(c.var.db, c.req.valid('param').clave)))
    throw new HttpError(Status.NOT_FOUND, newsletterMessages.invalidLink);
  return c.json({ detail: newsletterMessages.dataDeleted }, Status.OK);
};

export const stats: AppRouteHandler<typeof routes.stats> = async (c) =>
  c.json(await newsletterStats(c.var.db, c.req.valid('query').publicaciones), Status.OK);
