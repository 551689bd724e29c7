import { createRoute } from '@hono/zod-openapi';
import {
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@pupitre/data';
import { bodyFailures, errorAnswer, jsonBody, jsonContent, tooManyRequests } from '../../http/contract';
import { authMessages } from './auth.messages';

const tags = ['auth'];

export const login = createRoute({
  method: 'post',
  path: '/token',
  tags,
  summary: 'Inicio de sesión con usuario o correo (también /api/auth/token/)',
  request: { body: jsonBody(loginRequestSchema) },
  responses: {
    200: jsonContent(loginResponseSchema, 'Los tokens de la sesión y quién la abrió.'),
    ...bodyFailures,
    401: errorAnswer(authMessages.invalidCredentials),
    ...tooManyRequests,
  },
});

export const refresh = createRoute({
  method: 'post',
  path: '/token/refresh',
  tags,
  summary: 'Renovar la sesión: el token de refresco se gasta y se entrega otro',
  request: { body: jsonBody(refreshRequestSchema) },
  responses: {
    200: jsonContent(refreshResponseSchema, 'Un par de tokens nuevo.'),
    ...bodyFailures,
    401: errorAnswer(authMessages.invalidRefresh),
  },
});
