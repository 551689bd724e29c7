import { ApiError } from '@pupitre/data';

/** The register form's fields, in the order they appear (the first with an error gets the focus). */
export const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'terms',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type FieldMessages = Partial<Record<RegisterField, string>>;

export const REGISTER_FALLBACK = 'Error al registrar. Por favor intenta nuevamente más tarde.';
export const USERNAME_CONFLICT = 'Este nombre de usuario ya está en uso. Intenta con otro.';
export const EMAIL_CONFLICT = 'Este correo electrónico ya está registrado. Intenta con otro.';

/** The register request's field names (POST /api/auth/register/) → the form's. */
const FORM_FIELD: Readonly<Record<string, RegisterField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  username: 'username',
  email: 'email',
  password: 'password',
  password2: 'confirmPassword',
};

export interface RegisterFailure {
  /** The general message above the form. */
  banner: string;
  fieldMessages: FieldMessages;
  /** The server refused the value of this field as already used. */
  taken: ('username' | 'email')[];
}

const CONFLICT = 409;

/**
 * accounts-admin §8, "Register failure": each entry of the answer's `errors[]` shows on the field it
 * names; a conflict (409) on the username or the email marks that value taken and the banner reads
 * 'Error en el registro: {message}'. Anything else: the server's message or the fallback.
 */
export function registerFailure(error: unknown): RegisterFailure {
  if (!(error instanceof ApiError)) return { banner: REGISTER_FALLBACK, fieldMessages: {}, taken: [] };
  const fieldMessages: FieldMessages = {};
  const taken: RegisterFailure['taken'] = [];
  for (const { field, message } of error.fieldErrors) {
    const formField = FORM_FIELD[field];
    if (!formField || fieldMessages[formField]) continue;
    fieldMessages[formField] = message;
    if (error.status === CONFLICT && (formField === 'username' || formField === 'email'))
      taken.push(formField);
  }
  const message = error.detail.trim();
  if (taken.length > 0) return { banner: `Error en el registro: ${message}`, fieldMessages, taken };
  return { banner: message || REGISTER_FALLBACK, fieldMessages, taken };
}
