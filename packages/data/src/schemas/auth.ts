import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
const USERNAME_PATTERN = /^[a-z0-9._]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { message: message, abort: true });

/**
 * 'Las contraseñas no coinciden' for a form, checked beside the fields (joined with `.and`) rather than
 * as a refinement after them: zod skips an object's refinements while any field is invalid, which would
 * hide a mismatch until the rest of the form is fixed. An empty confirmation keeps its own message.
 */
function passwordPair<Key extends string, Confirm extends string>(
  key: Key,
  confirm: Confirm,
  message: string,
) {
  const shape = { [key]: z.unknown(), [confirm]: z.unknown() } as Record<Key | Confirm, z.ZodUnknown>;
  return z.object(shape).refine(
    (pair) => {
      const values = pair as Record<string, unknown>;
      const confirmation = values[confirm];
      return typeof confirmation !== 'string' || confirmation === '' || values[key] === confirmation;
    },
    { path: [confirm], message },
  );
}

const passwordRules = z
  .string({ error: registerMessages.passwordRequired })
  .min(1, { message: registerMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { message: registerMessages.passwordShort, abort: true })
  .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value), {
    message: registerMessages.passwordWeak,
  });

const usernameRules = z
  .string({ error: registerMessages.usernameRequired })
  .trim()
  .toLowerCase()
  .min(1, { message: registerMessages.usernameRequired, abort: true })
  .max(150, 'El nombre de usuario no puede tener más de 150 caracteres')
  .regex(USERNAME_PATTERN, registerMessages.usernamePattern);

const emailRules = z
  .string({ error: registerMessages.emailRequired })
  .trim()
  .min(1, { message: registerMessages.emailRequired, abort: true })
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
    confirmPassword: z
      .string({ error: registerMessages.confirmRequired })
      .min(1, { message: registerMessages.confirmRequired, abort: true }),
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
    password2: z
      .string({ error: registerMessages.confirmRequired })
      .min(1, { message: registerMessages.confirmRequired, abort: true }),
  })
  .refine((body) => body.password === body.password2, {
    path: ['password2'],
    message: registerMessages.passwordsDiffer,
  });

export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginMessages = {
  identifierRequired: 'El nombre de usuario o correo electrónico es requerido',
  passwordRequired: 'La contraseña es requerida',
} as const;

export const loginFormSchema = z.object({
  usernameOrEmail: requiredText(loginMessages.identifierRequired),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, { message: loginMessages.passwordRequired, abort: true }),
  remember: z.boolean().optional(),
});

/** POST /api/auth/token/: `username` carries a username or an email. */
export const loginRequestSchema = z.object({
  username: requiredText(loginMessages.identifierRequired).pipe(z.string().max(254)),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, { message: loginMessages.passwordRequired, abort: true })
    .max(128),
});

export const loginResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  username: z.string(),
  is_superuser: z.boolean(),
});

export const refreshRequestSchema = z.object({
  refresh: z.string({ error: 'No hay token de refresco' }).min(1, 'No hay token de refresco').max(200),
});

export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });

export const availabilitySchema = z.object({ available: z.boolean(), message: z.string() });

export const emailCheckRequestSchema = z.object({ email: emailRules });

export const forgotPasswordMessages = {
  emailRequired: 'Por favor ingresa tu correo electrónico.',
  emailInvalid: 'Por favor ingresa un correo electrónico válido.',
  unknownEmail: 'No existe ninguna cuenta con este correo electrónico.',
} as const;

const FORGOT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/i;

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: forgotPasswordMessages.emailRequired })
    .trim()
    .min(1, { message: forgotPasswordMessages.emailRequired, abort: true })
    .max(254, forgotPasswordMessages.emailInvalid)
    .regex(FORGOT_EMAIL_PATTERN, forgotPasswordMessages.emailInvalid),
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
  password: z
    .string({ error: resetPasswordMessages.passwordRequired })
    .min(1, { message: resetPasswordMessages.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { message: resetPasswordMessages.passwordShort, abort: true })
    .max(128),
  password2: z
    .string({ error: resetPasswordMessages.confirmRequired })
    .min(1, { message: resetPasswordMessages.confirmRequired, abort: true }),
};

const passwordsMatch: [
  (value: { password: string; password2: string }) => boolean,
  { path: PropertyKey[]; message: string },
] = [
  (value) => value.password === value.password2,
  { path: ['password2'], message: resetPasswordMessages.passwordsDiffer },
];

/** The reset-password form of the site. */
export const resetPasswordFormSchema = z
  .object(newPasswordFields)
  .and(passwordPair('password', 'password2', resetPasswordMessages.passwordsDiffer));

/** POST /api/auth/password-reset/confirm/: the form's fields plus the trimmed token. */
export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: resetPasswordMessages.invalidLink })
      .trim()
      .min(1, { message: resetPasswordMessages.invalidLink, abort: true })
      .max(200),
    ...newPasswordFields,
  })
  .refine(...passwordsMatch);

export const detailSchema = z.object({ detail: z.string() });
