import { ApiError } from '@pupitre/data';

export const UNKNOWN_EMAIL =
  'No existe ninguna cuenta con este correo electrónico. Por favor, verifica que has introducido el correo correcto.';
export const FORGOT_FALLBACK = 'Ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.';

export const NO_RESET_TOKEN =
  'No se proporcionó un token válido. Por favor, solicita un nuevo enlace de restablecimiento.';
export const RESET_FALLBACK = 'Ha ocurrido un error al restablecer la contraseña.';
export const RESET_UNEXPECTED = 'No pudimos procesar tu solicitud. Por favor, inténtalo de nuevo más tarde.';

/** accounts-admin §8, Forgot-password: the server's message, made friendlier for an unknown address. */
export function forgotErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return FORGOT_FALLBACK;
  const message = error.detail.trim();
  if (message.includes('No existe ninguna cuenta con este correo')) return UNKNOWN_EMAIL;
  return message || FORGOT_FALLBACK;
}

/** accounts-admin §8, Reset-password: the server's message (an expired link, say) or the fallback. */
export function resetErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return RESET_UNEXPECTED;
  return error.detail.trim() || RESET_FALLBACK;
}
