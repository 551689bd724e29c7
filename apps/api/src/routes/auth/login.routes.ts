import {
  detailSchema,
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@pupitre/data';
import { auth } from './auth.group';
import { authMessages } from './auth.messages';

export const login = auth.post('/token', {
  summary: 'Inicio de sesión con usuario o correo (también /api/auth/token/)',
  body: loginRequestSchema,
  answer: [loginResponseSchema, 'Los tokens de la sesión y quién la abrió.'],
  errors: { 401: authMessages.invalidCredentials },
  rateLimited: true,
});

export const refresh = auth.post('/token/refresh', {
  summary: 'Renovar la sesión: el token de refresco se gasta y se entrega otro',
  body: refreshRequestSchema,
  answer: [refreshResponseSchema, 'Un par de tokens nuevo.'],
  errors: { 401: authMessages.invalidRefresh },
});

export const logout = auth.post('/logout', {
  summary: 'Cerrar la sesión en el servidor: el token de refresco y toda su familia dejan de valer',
  body: refreshRequestSchema,
  answer: [detailSchema, authMessages.loggedOut],
});
