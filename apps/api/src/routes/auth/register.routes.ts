import { registerRequestSchema, userWireSchema } from '@pupitre/data';
import { limits } from '../../abuse/limits';
import { limitPerAddress } from '../../abuse/rate-limit';
import { invalidBodyDetail } from '../../http/validation';
import { auth } from './auth.group';
import { authMessages } from './auth.messages';

export const register = auth.post('/register', {
  summary: 'Registro (también con barra final: /api/auth/register/)',
  middleware: [limitPerAddress(limits.registerPerIp), invalidBodyDetail(authMessages.registrationError)],
  body: registerRequestSchema,
  status: 201,
  answer: [userWireSchema, 'La cuenta creada.'],
  errors: { 409: 'El nombre de usuario o el correo ya están en uso: `errors` nombra el campo.' },
  rateLimited: true,
});
