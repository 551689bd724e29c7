import { availabilitySchema, emailCheckRequestSchema, registerMessages } from '@pupitre/data';
import { z } from 'zod';
import { jsonRoute } from '../../http/json-route';

const tags = ['auth'];
const availability = [availabilitySchema, 'Si está disponible, con un mensaje para el formulario.'] as const;

const usernameParams = z.object({
  username: z
    .string()
    .trim()
    .min(1, registerMessages.usernameRequired)
    .max(150, 'El nombre de usuario no puede tener más de 150 caracteres'),
});

export const checkUsername = jsonRoute({
  method: 'get',
  path: '/user/{username}/check',
  tags,
  summary: 'Disponibilidad de un nombre de usuario (sin distinguir mayúsculas)',
  params: usernameParams,
  answer: availability,
});

export const checkEmail = jsonRoute({
  method: 'post',
  path: '/email/check',
  tags,
  summary: 'Disponibilidad de un correo electrónico',
  body: emailCheckRequestSchema,
  answer: availability,
});
