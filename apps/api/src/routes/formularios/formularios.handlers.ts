import { formMessages } from '@pupitre/data';
import { clientAddress } from '../../abuse/client-address';
import { limits } from '../../abuse/limits';
import { enforce } from '../../abuse/rate-limit';
import { cacheAs } from '../../cache/cache-tags';
import { Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { siteEmailOf } from '../../site-email';
import type * as routes from './formularios.routes';
import { storeContactMessage } from './formularios.writes';

/** Configuration only: it changes with a restart, which empties the cache anyway. */
export const contactAddress: AppRouteHandler<typeof routes.contactAddress> = (c) => {
  cacheAs(c, []);
  return c.json({ email: siteEmailOf(c.var.config) }, Status.OK);
};

export const contact: AppRouteHandler<typeof routes.contact> = async (c) => {
  const body = c.req.valid('json');
  await enforce(c.var.db, limits.contactPerIp, clientAddress(c));
  await storeContactMessage(c.var.db, body);
  return c.json({ detail: formMessages.contactSent }, Status.CREATED);
};
