import { z } from 'zod';
import { requiredSecret, requiredText } from './fields';

export const loginMessages = {
  identifierRequired: 'El nombre de usuario o correo electrónico es requerido',
  passwordRequired: 'La contraseña es requerida',
} as const;

export const loginFormSchema = z.object({
  usernameOrEmail: requiredText(loginMessages.identifierRequired),
  password: requiredSecret(loginMessages.passwordRequired),
  remember: z.boolean().optional(),
});

/** POST /api/auth/token/: `username` carries a username or an email. */
export const loginRequestSchema = z.object({
  username: requiredText(loginMessages.identifierRequired).pipe(z.string().max(254)),
  password: requiredSecret(loginMessages.passwordRequired).max(128),
});
