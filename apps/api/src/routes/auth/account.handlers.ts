import { emailCheckRequestSchema, registerMessages, registerRequestSchema } from '@pupitre/data';
import { and, count, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { limits } from '../../abuse/limits';
import { clientAddress, enforce } from '../../abuse/rate-limit';
import type { AppEnv } from '../../app-env';
import { hashPassword } from '../../auth/password';
import { requireUser } from '../../auth/session.middleware';
import { revokeRefreshTokens } from '../../auth/tokens';
import { usuarios } from '../../db/schema';
import { HttpError, Status } from '../../http/errors';
import { readJson } from '../../http/json-body';
import { parseInput } from '../../http/validate';
import { authMessages } from './auth.messages';
import { emailTaken, findUserById, userAnswer, usernameTaken } from './auth.queries';

const usernameParam = z.object({ username: z.string().trim().min(1).max(150) });

export async function checkUsername(c: Context<AppEnv>) {
  const { username } = parseInput(usernameParam, c.req.param());
  const taken = await usernameTaken(c.var.db, username);
  return c.json({
    available: !taken,
    message: taken ? registerMessages.usernameTaken : authMessages.usernameAvailable,
  });
}

export async function checkEmail(c: Context<AppEnv>) {
  const { email } = parseInput(emailCheckRequestSchema, await readJson(c));
  const taken = await emailTaken(c.var.db, email);
  return c.json({
    available: !taken,
    message: taken ? registerMessages.emailTaken : authMessages.emailAvailable,
  });
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code;
  const causeCode = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

export async function register(c: Context<AppEnv>) {
  await enforce(c.var.db, limits.registerPerIp, clientAddress(c));
  const body = parseInput(registerRequestSchema, await readJson(c), authMessages.registrationError);
  const { db } = c.var;
  if (await usernameTaken(db, body.username)) {
    throw new HttpError(Status.CONFLICT, registerMessages.usernameTaken, [
      { field: 'username', msg: registerMessages.usernameTaken },
    ]);
  }
  if (await emailTaken(db, body.email)) {
    throw new HttpError(Status.CONFLICT, registerMessages.emailTaken, [
      { field: 'email', msg: registerMessages.emailTaken },
    ]);
  }
  try {
    const [created] = await db
      .insert(usuarios)
      .values({
        username: body.username,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name,
        lastName: body.last_name,
      })
      .returning();
    if (!created) throw new Error('Insert returned no row');
    return c.json(userAnswer(created), Status.CREATED);
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw new HttpError(Status.CONFLICT, registerMessages.usernameTaken);
    throw error;
  }
}

export async function currentUser(c: Context<AppEnv>) {
  const user = await findUserById(c.var.db, requireUser(c).id);
  if (!user) throw new HttpError(Status.UNAUTHORIZED, authMessages.notAuthenticated);
  return c.json(userAnswer(user));
}

export async function deleteAccount(c: Context<AppEnv>) {
  const session = requireUser(c);
  const { db } = c.var;
  if (session.isSuperuser) {
    const [superusers] = await db.select({ n: count() }).from(usuarios).where(eq(usuarios.isSuperuser, true));
    if ((superusers?.n ?? 0) <= 1) throw new HttpError(Status.CONFLICT, authMessages.lastSuperuser);
  }
  await revokeRefreshTokens(db, session.id);
  // Comments and refresh tokens go with the account (cascade); posts stay, without an author link.
  await db.delete(usuarios).where(and(eq(usuarios.id, session.id)));
  return c.json({ detail: authMessages.accountDeleted });
}
