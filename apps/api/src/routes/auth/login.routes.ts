import {
  detailSchema,
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@pupitre/data';
import { jsonRoute } from '../../http/json-route';
import { authMessages } from './auth.messages';

const tags = ['auth'];

export const login = jsonRoute({
  method: 'post',
  path: '/token',
  tags,
  summary: 'Inicio de sesión con usuario o correo (también /api/auth/token/)',
  body: loginRequestSchema,
  answer: [loginResponseSchema, 'Los tokens de la sesión y quién la abrió.'],
  errors: { 401: authMessages.invalidCredentials },
  rateLimited: true,
});

export const refresh = jsonRoute({
  method: 'post',
  path: '/token/refresh',
  tags,
  summary: 'Renovar la sesión: el token de refresco se gasta y se entrega otro',
  body: refreshRequestSchema,
  answer: [refreshResponseSchema, 'Un par de tokens nuevo.'],
  errors: { 401: authMessages.invalidRefresh },
});

export const logout = jsonRoute({
  method: 'post',
  path: '/logout',
  tags,
  summary: 'Cerrar la sesión en el servidor: el token de refresco y toda su familia dejan de valer',
  body: refreshRequestSchema,
  answer: [detailSchema, authMessages.loggedOut],
});
