import {
  detailSchema,
  forgotPasswordMessages,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
} from '@pupitre/data';
import { limits } from '../../abuse/limits';
import { limitPerAddress } from '../../abuse/rate-limit';
import { auth } from './auth.group';
import { authMessages } from './auth.messages';

export const requestReset = auth.post('/password-reset', {
  summary: 'Solicitar un enlace de restablecimiento de contraseña por correo',
  middleware: limitPerAddress(limits.passwordResetPerIp),
  body: forgotPasswordSchema,
  answer: [detailSchema, authMessages.resetEmailSent],
  errors: { 404: forgotPasswordMessages.unknownEmail },
  rateLimited: true,
});

export const confirmReset = auth.post('/password-reset/confirm', {
  summary: 'Restablecer la contraseña con el token del enlace (un solo uso, 1 hora)',
  body: resetPasswordRequestSchema,
  answer: [detailSchema, authMessages.passwordChanged],
});
