import { ApiError } from '@pupitre/data';

export const UNKNOWN_EMAIL =
  'No existe ninguna cuenta con este correo electrónico. Por favor, verifica que has introducido el correo correcto.';
export const FORGOT_FALLBACK = 'Ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.';

export const NO_RESET_TOKEN =
  'No se proporcionó un token válido. Por favor, solicita un nuevo enlace de restablecimiento.';
export const RESET_FALLBACK = 'Ha ocurrido un error al restablecer la contraseña.';
export const RESET_UNEXPECTED = 'No pudimos procesar tu solicitud. Por favor, inténtalo de nuevo más tarde.';

const NOT_FOUND = 404;

/**
 * accounts-admin §8, Forgot-password: the request answers 404 when no account has the address (shown in
 * the spec's friendlier words); otherwise the message about the email field, the server's, or the fallback.
 */
export function forgotErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return FORGOT_FALLBACK;
  if (error.status === NOT_FOUND) return UNKNOWN_EMAIL;
  return error.messageFor('email') ?? (error.detail.trim() || FORGOT_FALLBACK);
}

/** The reset form's fields, named as the request names them. */
export type ResetField = 'password' | 'password2';

export interface ResetFailure {
  /** The message above the form, or null when every problem shows on its field. */
  banner: string | null;
  fieldMessages: Partial<Record<ResetField, string>>;
}

/**
 * accounts-admin §8, Reset-password: `errors[]` about the password fields show on them; a refused token
 * (its field error, or an answer that names no field, such as an expired link) shows above the form.
 */
export function resetFailure(error: unknown): ResetFailure {
  if (!(error instanceof ApiError)) return { banner: RESET_UNEXPECTED, fieldMessages: {} };
  const fieldMessages: ResetFailure['fieldMessages'] = {};
  for (const field of ['password', 'password2'] as const) {
    const message = error.messageFor(field);
    if (message) fieldMessages[field] = message;
  }
  const aboutToken = error.messageFor('token');
  if (aboutToken) return { banner: aboutToken, fieldMessages };
  if (Object.keys(fieldMessages).length > 0) return { banner: null, fieldMessages };
  return { banner: error.detail.trim() || RESET_FALLBACK, fieldMessages };
}
