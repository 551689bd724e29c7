import { availabilitySchema, emailCheckRequestSchema, registerMessages } from '@pupitre/data';
import { z } from 'zod';
import { limits } from '../../abuse/limits';
import { limitPerAddress } from '../../abuse/rate-limit';
import { auth } from './auth.group';

const availability = [availabilitySchema, 'Si está disponible, con un mensaje para el formulario.'] as const;

const usernameParams = z.object({
  username: z
    .string()
    .trim()
    .min(1, registerMessages.usernameRequired)
    .max(150, 'El nombre de usuario no puede tener más de 150 caracteres'),
});

export const checkUsername = auth.get('/user/{username}/check', {
  summary: 'Disponibilidad de un nombre de usuario (sin distinguir mayúsculas)',
  params: usernameParams,
  middleware: limitPerAddress(limits.availabilityPerIp),
  answer: availability,
});

export const checkEmail = auth.post('/email/check', {
  summary: 'Disponibilidad de un correo electrónico',
  body: emailCheckRequestSchema,
  middleware: limitPerAddress(limits.availabilityPerIp),
  answer: availability,
});
