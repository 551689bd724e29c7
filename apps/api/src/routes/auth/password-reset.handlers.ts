import { randomBytes } from 'node:crypto';
import { forgotPasswordMessages, resetPasswordMessages } from '@pupitre/data';
import { limits } from '../../abuse/limits';
import { consume } from '../../abuse/rate-limit';
import { HttpError, invalidField, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { authMessages } from './auth.messages';
import { findUserByEmail } from './auth.queries';
import type * as routes from './password-reset.routes';
import { replacePassword, spendResetToken, storeResetToken } from './password-reset.writes';

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

export const requestReset: AppRouteHandler<typeof routes.requestReset> = async (c) => {
  const { db, config, services } = c.var;
  const { email } = c.req.valid('json');
  const user = await findUserByEmail(db, email);
  if (!user) throw new HttpError(Status.NOT_FOUND, forgotPasswordMessages.unknownEmail);
  // Past the limit nothing is sent, but the answer is the same: a stranger asking for someone's email
  // cannot tell, and cannot replace the owner's earlier links, which keep working.
  const { allowed } = await consume(db, limits.passwordResetPerEmail, `user:${user.id}`);
  if (!allowed) return c.json({ detail: authMessages.resetEmailSent }, Status.OK);

  const token = randomBytes(32).toString('base64url');
  await storeResetToken(db, user.id, token, new Date(Date.now() + RESET_TTL_MS));
  await services.mailer.send({
    to: user.email,
    subject: 'Restablece tu contraseña de Pupitre',
    text: resetEmail(user.firstName, `${config.publicUrl}/reset-password/${token}`),
  });
  return c.json({ detail: authMessages.resetEmailSent }, Status.OK);
};

export const confirmReset: AppRouteHandler<typeof routes.confirmReset> = async (c) => {
  const body = c.req.valid('json');
  const userId = await spendResetToken(c.var.db, body.token);
  if (userId === undefined) throw invalidField('token', resetPasswordMessages.invalidLink);
  await replacePassword(c.var.db, userId, body.password);
  return c.json({ detail: authMessages.passwordChanged }, Status.OK);
};
