import {
  detailSchema,
  forgotPasswordMessages,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
} from '@pupitre/data';
import { limits } from '../../abuse/limits';
import { limitPerAddress } from '../../abuse/rate-limit';
import { jsonRoute } from '../../http/json-route';
import { authMessages } from './auth.messages';

const tags = ['auth'];

export const requestReset = jsonRoute({
  method: 'post',
  path: '/password-reset',
  tags,
  summary: 'Solicitar un enlace de restablecimiento de contraseña por correo',
  middleware: limitPerAddress(limits.passwordResetPerIp),
  body: forgotPasswordSchema,
  answer: [detailSchema, authMessages.resetEmailSent],
  errors: { 404: forgotPasswordMessages.unknownEmail },
  rateLimited: true,
});

export const confirmReset = jsonRoute({
  method: 'post',
  path: '/password-reset/confirm',
  tags,
  summary: 'Restablecer la contraseña con el token del enlace (un solo uso, 1 hora)',
  body: resetPasswordRequestSchema,
  answer: [detailSchema, authMessages.passwordChanged],
});
