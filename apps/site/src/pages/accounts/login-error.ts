import { ApiError, NETWORK_ERROR } from '@pupitre/data';

export const INVALID_CREDENTIALS = 'Credenciales inválidas';
export const LOGIN_DEFAULT_ERROR = 'Error en el inicio de sesión';
/** When the failure is not an answer of the API at all. */
export const LOGIN_PAGE_FALLBACK = 'Error al iniciar sesión. Verifica tus credenciales e intenta nuevamente.';

/** The Spanish message for a failed login (accounts-admin §8). */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_PAGE_FALLBACK;
  if (error.status === 0) return NETWORK_ERROR;
  if (error.status === 401) return INVALID_CREDENTIALS;
  return error.detail.trim() || LOGIN_DEFAULT_ERROR;
}
