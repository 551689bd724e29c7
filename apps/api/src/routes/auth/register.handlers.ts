import { registerMessages } from '@pupitre/data';
import type { Db } from '../../db/client';
import { fieldError, HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { emailTaken, userAnswer, usernameTaken } from './auth.queries';
import { insertUser } from './auth.writes';
import type * as routes from './register.routes';

function taken(field: string, message: string): HttpError {
  return new HttpError(Status.CONFLICT, message, [fieldError(field, message)]);
}

/** 409 naming the field already in use, or undefined when both are free. */
async function conflict(db: Db, username: string, email: string): Promise<HttpError | undefined> {
  if (await usernameTaken(db, username)) return taken('username', registerMessages.usernameTaken);
  if (await emailTaken(db, email)) return taken('email', registerMessages.emailTaken);
  return undefined;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code;
  const causeCode = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

export const register: AppRouteHandler<typeof routes.register> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.var;
  const inUse = await conflict(db, body.username, body.email);
  if (inUse) throw inUse;
  try {
    return c.json(userAnswer(await insertUser(db, body), c.var.config.publicUrl), Status.CREATED);
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw (await conflict(db, body.username, body.email)) ?? error;
    throw error;
  }
};
