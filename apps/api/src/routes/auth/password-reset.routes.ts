import { createRoute } from '@hono/zod-openapi';
import {
  detailSchema,
  forgotPasswordMessages,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
} from '@pupitre/data';
import { limits } from '../../abuse/limits';
import { limitPerAddress } from '../../abuse/rate-limit';
import { bodyFailures, errorAnswer, jsonBody, jsonContent, tooManyRequests } from '../../http/contract';
import { authMessages } from './auth.messages';

const tags = ['auth'];

export const requestReset = createRoute({
  method: 'post',
  path: '/password-reset',
  tags,
  summary: 'Solicitar un enlace de restablecimiento de contraseña por correo',
  middleware: limitPerAddress(limits.passwordResetPerIp),
  request: { body: jsonBody(forgotPasswordSchema) },
  responses: {
    200: jsonContent(detailSchema, authMessages.resetEmailSent),
    ...bodyFailures,
    404: errorAnswer(forgotPasswordMessages.unknownEmail),
    ...tooManyRequests,
  },
});

export const confirmReset = createRoute({
  method: 'post',
  path: '/password-reset/confirm',
  tags,
  summary: 'Restablecer la contraseña con el token del enlace (un solo uso, 1 hora)',
  request: { body: jsonBody(resetPasswordRequestSchema) },
  responses: {
    200: jsonContent(detailSchema, authMessages.passwordChanged),
    ...bodyFailures,
  },
});
