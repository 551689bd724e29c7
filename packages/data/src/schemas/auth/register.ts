import { z } from 'zod';
import { EMAIL_PATTERN } from '../../rules/email';
import { PASSWORD_MIN_LENGTH, passwordPair, requiredSecret, requiredText } from './fields';

const USERNAME_PATTERN = /^[a-z0-9._]+$/;

export const registerMessages = {
  firstNameRequired: 'El nombre es requerido',
  lastNameRequired: 'El apellido es requerido',
  usernameRequired: 'El nombre de usuario es requerido',
  usernamePattern: 'Solo se permiten letras minúsculas, números, punto y guion bajo',
  usernameTaken: 'Este nombre de usuario ya está en uso',
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'Ingresa un correo electrónico válido',
  emailTaken: 'Este correo electrónico ya está registrado',
  passwordRequired: 'La contraseña es requerida',
  passwordShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordWeak: 'La contraseña debe contener al menos una letra mayúscula, una minúscula y un número',
  confirmRequired: 'Confirma tu contraseña',
  passwordsDiffer: 'Las contraseñas no coinciden',
  termsRequired: 'Debes aceptar los términos y condiciones',
} as const;

const passwordRules = requiredSecret(registerMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, { message: registerMessages.passwordShort, abort: true })
  .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value), {
    message: registerMessages.passwordWeak,
  });

export const usernameRules = z
  .string({ error: registerMessages.usernameRequired })
  .trim()
  .toLowerCase()
  .min(1, { message: registerMessages.usernameRequired, abort: true })
  .max(150, 'El nombre de usuario no puede tener más de 150 caracteres')
  .regex(USERNAME_PATTERN, registerMessages.usernamePattern);

export const emailRules = requiredText(registerMessages.emailRequired)
  .max(254, registerMessages.emailInvalid)
  .regex(EMAIL_PATTERN, registerMessages.emailInvalid);

/** The registration form of the site (accounts-admin §5). */
export const registerFormSchema = z
  .object({
    firstName: requiredText(registerMessages.firstNameRequired),
    lastName: requiredText(registerMessages.lastNameRequired),
    username: usernameRules,
    email: emailRules,
    password: passwordRules,
    confirmPassword: requiredSecret(registerMessages.confirmRequired),
    // A boolean (not the literal true) so the form can start unchecked with a typed default value.
    terms: z
      .boolean({ error: registerMessages.termsRequired })
      .refine((accepted) => accepted, { message: registerMessages.termsRequired }),
  })
  .and(passwordPair('password', 'confirmPassword', registerMessages.passwordsDiffer));

export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /api/auth/register/: the same rules, with the API's field names. */
export const registerRequestSchema = z
  .object({
    first_name: requiredText(registerMessages.firstNameRequired).pipe(z.string().max(150)),
    last_name: requiredText(registerMessages.lastNameRequired).pipe(z.string().max(150)),
    username: usernameRules,
    email: emailRules,
    password: passwordRules.pipe(z.string().max(128, 'La contraseña no puede tener más de 128 caracteres')),
    password2: requiredSecret(registerMessages.confirmRequired),
  })
  .refine((body) => body.password === body.password2, {
    path: ['password2'],
    message: registerMessages.passwordsDiffer,
  });

export type RegisterRequest = z.input<typeof registerRequestSchema>;
