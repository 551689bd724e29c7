import type { Context } from 'hono';
import { limits } from '../../abuse/limits';
import { clientAddress, hit, peek, TOO_MANY } from '../../abuse/rate-limit';
import type { AppEnv } from '../../app-env';
import { verifyPassword } from '../../auth/password';
import { consumeRefreshToken, issueRefreshToken, signAccessToken } from '../../auth/tokens';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { authMessages } from './auth.messages';
import { findUserById, findUserByLogin, type UserRow } from './auth.queries';
import type * as routes from './login.routes';

// A real hash of a random password: unknown users cost the same time as wrong passwords.
const DECOY_HASH =
  'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$ZGVjb3lkZWNveWRlY295ZGVjb3lkZWNveWRlY295ZGVjb3lkZWNveWRlY295ZGVjb3lkZWNveQ==';

async function tokensFor(c: Context<AppEnv>, user: UserRow) {
  const session = { id: user.id, username: user.username, isSuperuser: user.isSuperuser };
  return {
    access: await signAccessToken(session, c.var.config.jwtSecret),
    refresh: await issueRefreshToken(c.var.db, user.id),
  };
}

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const body = c.req.valid('json');
  const ip = clientAddress(c);
  const account = body.username.trim().toLowerCase();
  const { db } = c.var;
  const blocked =
    (await peek(db, limits.failedLoginPerIp, ip)) >= limits.failedLoginPerIp.max ||
    (await peek(db, limits.failedLoginPerAccount, account)) >= limits.failedLoginPerAccount.max;
  if (blocked) throw new HttpError(Status.TOO_MANY_REQUESTS, TOO_MANY);

  const user = await findUserByLogin(db, account);
  const valid = await verifyPassword(body.password, user?.passwordHash ?? DECOY_HASH);
  if (!user || !valid) {
    await hit(db, limits.failedLoginPerIp, ip);
    await hit(db, limits.failedLoginPerAccount, account);
    throw new HttpError(Status.UNAUTHORIZED, authMessages.invalidCredentials);
  }
  const tokens = await tokensFor(c, user);
  return c.json({ ...tokens, username: user.username, is_superuser: user.isSuperuser }, Status.OK);
};

/** Rotation: the presented token is spent in the same step, so it can never be used twice. */
export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  const userId = await consumeRefreshToken(c.var.db, c.req.valid('json').refresh);
  const user = userId === undefined ? undefined : await findUserById(c.var.db, userId);
  if (!user) throw new HttpError(Status.UNAUTHORIZED, authMessages.invalidRefresh);
  return c.json(await tokensFor(c, user), Status.OK);
};
