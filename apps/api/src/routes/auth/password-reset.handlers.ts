import { randomBytes } from 'node:crypto';
import {
  forgotPasswordMessages,
  forgotPasswordSchema,
  resetPasswordMessages,
  resetPasswordRequestSchema,
} from '@pupitre/data';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { limits } from '../../abuse/limits';
import { clientAddress, enforce } from '../../abuse/rate-limit';
import type { AppEnv } from '../../app-env';
import { hashPassword } from '../../auth/password';
import { hashToken, revokeRefreshTokens } from '../../auth/tokens';
import { passwordResets, usuarios } from '../../db/schema';
import { HttpError, Status } from '../../http/errors';
import { readJson } from '../../http/json-body';
import { parseInput } from '../../http/validate';
import { authMessages } from './auth.messages';

const RESET_TTL_MS = 60 * 60 * 1000;

function resetEmail(name: string, link: string): string {
  return [
    `Hola, ${name}:`,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Pupitre.',
    'Para elegir una nueva contraseña, abre este enlace (vale durante 1 hora y solo una vez):',
    '',
    link,
    '',
    'Si no fuiste tú, ignora este mensaje: tu contraseña seguirá siendo la misma.',
    '',
    'El equipo de Pupitre',
  ].join('\n');
}

export async function requestPasswordReset(c: Context<AppEnv>) {
  const { db, config, services } = c.var;
  await enforce(db, limits.passwordResetPerIp, clientAddress(c));
  const { email } = parseInput(forgotPasswordSchema, await readJson(c));
  await enforce(db, limits.passwordResetPerEmail, email.toLowerCase());
  const [user] = await db
    .select({ id: usuarios.id, email: usuarios.email, firstName: usuarios.firstName })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`);
  if (!user) throw new HttpError(Status.NOT_FOUND, forgotPasswordMessages.unknownEmail);

  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    usuarioId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  await services.mailer.send({
    to: user.email,
    subject: 'Restablece tu contraseña de Pupitre',
    text: resetEmail(user.firstName, `${config.publicUrl}/reset-password/${token}`),
  });
  return c.json({ detail: authMessages.resetEmailSent });
}

export async function confirmPasswordReset(c: Context<AppEnv>) {
  const body = parseInput(resetPasswordRequestSchema, await readJson(c));
  const { db } = c.var;
  // Spending the token and reading its owner is one statement: a token works once, even under races.
  const [spent] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(body.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ usuarioId: passwordResets.usuarioId });
  if (!spent) throw new HttpError(Status.BAD_REQUEST, resetPasswordMessages.invalidLink);
  await db
    .update(usuarios)
    .set({ passwordHash: await hashPassword(body.password) })
    .where(eq(usuarios.id, spent.usuarioId));
  await revokeRefreshTokens(db, spent.usuarioId);
  return c.json({ detail: authMessages.passwordChanged });
}
