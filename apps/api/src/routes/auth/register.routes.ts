import { registerRequestSchema, userWireSchema } from '@pupitre/data';
import { limits } from '../../abuse/limits';
import { limitPerAddress } from '../../abuse/rate-limit';
import { jsonRoute } from '../../http/json-route';
import { invalidBodyDetail } from '../../http/validation';
import { authMessages } from './auth.messages';

export const register = jsonRoute({
  method: 'post',
  path: '/register',
  tags: ['auth'],
  summary: 'Registro (también con barra final: /api/auth/register/)',
  middleware: [limitPerAddress(limits.registerPerIp), invalidBodyDetail(authMessages.registrationError)],
  body: registerRequestSchema,
  status: 201,
  answer: [userWireSchema, 'La cuenta creada.'],
  errors: { 409: 'El nombre de usuario o el correo ya están en uso: `errors` nombra el campo.' },
  rateLimited: true,
});
