import { registerMessages } from '@pupitre/data';
import { Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { authMessages } from './auth.messages';
import { emailTaken, usernameTaken } from './auth.queries';
import type * as routes from './availability.routes';

export const checkUsername: AppRouteHandler<typeof routes.checkUsername> = async (c) => {
  const inUse = await usernameTaken(c.var.db, c.req.valid('param').username);
  const message = inUse ? registerMessages.usernameTaken : authMessages.usernameAvailable;
  return c.json({ available: !inUse, message }, Status.OK);
};

export const checkEmail: AppRouteHandler<typeof routes.checkEmail> = async (c) => {
  const inUse = await emailTaken(c.var.db, c.req.valid('json').email);
  const message = inUse ? registerMessages.emailTaken : authMessages.emailAvailable;
  return c.json({ available: !inUse, message }, Status.OK);
};
