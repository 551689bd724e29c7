import { createRoute } from '@hono/zod-openapi';
import { availabilitySchema, emailCheckRequestSchema, registerMessages } from '@pupitre/data';
import { z } from 'zod';
import { bodyFailures, invalidAnswer, jsonBody, jsonContent } from '../../http/contract';

const tags = ['auth'];
const availability = jsonContent(
  availabilitySchema,
  'Si está disponible, con un mensaje para el formulario.',
);

const usernameParams = z.object({
  username: z
    .string()
    .trim()
    .min(1, registerMessages.usernameRequired)
    .max(150, 'El nombre de usuario no puede tener más de 150 caracteres'),
});

export const checkUsername = createRoute({
  method: 'get',
  path: '/user/{username}/check',
  tags,
  summary: 'Disponibilidad de un nombre de usuario (sin distinguir mayúsculas)',
  request: { params: usernameParams },
  responses: { 200: availability, ...invalidAnswer },
});

export const checkEmail = createRoute({
  method: 'post',
  path: '/email/check',
  tags,
  summary: 'Disponibilidad de un correo electrónico',
  request: { body: jsonBody(emailCheckRequestSchema) },
  responses: { 200: availability, ...bodyFailures },
});
