import { createRoute } from '@hono/zod-openapi';
import { registerRequestSchema, userWireSchema } from '@pupitre/data';
import { limits } from '../../abuse/limits';
import { limitPerAddress } from '../../abuse/rate-limit';
import { bodyFailures, errorAnswer, jsonBody, jsonContent, tooManyRequests } from '../../http/contract';
import { invalidBodyDetail } from '../../http/validation';
import { authMessages } from './auth.messages';

export const register = createRoute({
  method: 'post',
  path: '/register',
  tags: ['auth'],
  summary: 'Registro (también con barra final: /api/auth/register/)',
  middleware: [limitPerAddress(limits.registerPerIp), invalidBodyDetail(authMessages.registrationError)],
  request: { body: jsonBody(registerRequestSchema) },
  responses: {
    201: jsonContent(userWireSchema, 'La cuenta creada.'),
    ...bodyFailures,
    409: errorAnswer('El nombre de usuario o el correo ya están en uso: `errors` nombra el campo.'),
    ...tooManyRequests,
  },
});
