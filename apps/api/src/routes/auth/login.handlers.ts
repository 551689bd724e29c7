import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { clientAddress } from '../../abuse/client-address';
import {
  admitLoginAttempt,
  LOGIN_DELAY_STEP_MS,
  type LoginSubjects,
  recordLoginFailure,
  recordLoginSuccess,
} from '../../abuse/login-throttle';
import type { AppEnv } from '../../app-env';
import { signAccessToken } from '../../auth/access-token';
import { verifyPassword } from '../../auth/password';
import { issueRefreshToken, revokeFamilyOf, spendRefreshToken } from '../../auth/refresh-tokens';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { authMessages } from './auth.messages';
import { findUserById, findUserByLogin, type UserRow } from './auth.queries';
import type * as routes from './login.routes';

// A real hash of a random password: unknown users cost the same time as wrong passwords.
const DECOY_HASH =
  'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$ZGVjb3lkZWNveWRlY295ZGVjb3lkZWNveWRlY295ZGVjb3lkZWNveWRlY295ZGVjb3lkZWNveQ==';

async function tokensFor(c: Context<AppEnv>, user: UserRow, family: string = randomUUID()) {
  const session = {
    id: user.id,
    username: user.username,
    isSuperuser: user.isSuperuser,
    sessionVersion: user.sesionVersion,
  };
  const refresh = await issueRefreshToken(c.var.db, user.id, family);
  return { access: await signAccessToken(session, family, c.var.config.jwtSecret), refresh };
}

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const body = c.req.valid('json');
  const { db, config } = c.var;
  const user = await findUserByLogin(db, body.username);
  // An account's username and email are one account to the limits.
  const subjects: LoginSubjects = {
    account: user ? `user:${user.id}` : `name:${body.username.trim().toLowerCase()}`,
    address: clientAddress(c),
  };
  await admitLoginAttempt(db, subjects, config.loginDelayStepMs ?? LOGIN_DELAY_STEP_MS);

  const valid = await verifyPassword(body.password, user?.passwordHash ?? DECOY_HASH);
  if (!user || !valid) {
    await recordLoginFailure(db, subjects);
    throw new HttpError(Status.UNAUTHORIZED, authMessages.invalidCredentials);
  }
  await recordLoginSuccess(db, subjects);
  const tokens = await tokensFor(c, user);
  return c.json({ ...tokens, username: user.username, is_superuser: user.isSuperuser }, Status.OK);
};

/** Rotation: the presented token is spent in the same step, and its successor joins its family. */
export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  const rotation = await spendRefreshToken(c.var.db, c.req.valid('json').refresh);
  const user = rotation && (await findUserById(c.var.db, rotation.userId));
  if (!rotation || !user) throw new HttpError(Status.UNAUTHORIZED, authMessages.invalidRefresh);
  return c.json(await tokensFor(c, user, rotation.family), Status.OK);
};

/** Ends the session on the server: every refresh and access token of the presented one's family stops working. */
export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  await revokeFamilyOf(c.var.db, c.req.valid('json').refresh);
  return c.json({ detail: authMessages.loggedOut }, Status.OK);
};
