import { z } from 'zod';
import { EMAIL_PATTERN } from '../../rules/email';
import { PASSWORD_MIN_LENGTH, passwordPair, requiredSecret, requiredText } from './fields';

export const forgotPasswordMessages = {
  emailRequired: 'Por favor ingresa tu correo electrónico.',
  emailInvalid: 'Por favor ingresa un correo electrónico válido.',
  unknownEmail: 'No existe ninguna cuenta con este correo electrónico.',
} as const;

/** POST /api/auth/password-reset/ and its form. */
export const forgotPasswordSchema = z.object({
  email: requiredText(forgotPasswordMessages.emailRequired)
    .max(254, forgotPasswordMessages.emailInvalid)
    .regex(EMAIL_PATTERN, forgotPasswordMessages.emailInvalid),
});

export const resetPasswordMessages = {
  passwordRequired: 'La contraseña es requerida',
  passwordShort: 'La contraseña debe tener al menos 8 caracteres',
  confirmRequired: 'Por favor confirma tu contraseña',
  passwordsDiffer: 'Las contraseñas no coinciden',
  invalidLink:
    'El enlace de restablecimiento no es válido o ha expirado. Por favor, solicita un nuevo enlace.',
} as const;

const newPasswordFields = {
  password: requiredSecret(resetPasswordMessages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, { message: resetPasswordMessages.passwordShort, abort: true })
    .max(128),
  password2: requiredSecret(resetPasswordMessages.confirmRequired),
};

/** The reset-password form of the site. */
export const resetPasswordFormSchema = z
  .object(newPasswordFields)
  .and(passwordPair('password', 'password2', resetPasswordMessages.passwordsDiffer));

/** POST /api/auth/password-reset/confirm/: the form's fields plus the trimmed token. */
export const resetPasswordRequestSchema = z
  .object({
    token: requiredText(resetPasswordMessages.invalidLink).max(200),
    ...newPasswordFields,
  })
  .refine((value) => value.password === value.password2, {
    path: ['password2'],
    message: resetPasswordMessages.passwordsDiffer,
  });
