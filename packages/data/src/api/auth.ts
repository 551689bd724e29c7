import { normaliseUser, type User } from '../normalise/user';
import { availabilitySchema } from '../schemas/auth/availability';
import type { RegisterRequest } from '../schemas/auth/register';
import { type LoginAnswer, loginResponseSchema, refreshResponseSchema } from '../schemas/auth/session';
import { avatarAnswerSchema } from '../schemas/avatar';
import { detailSchema } from '../schemas/detail';
import { userWireSchema } from '../schemas/user';
import type { ApiClient } from './client';

/** POST /api/auth/token/ with a username or an email. */
export function login(client: ApiClient, usernameOrEmail: string, password: string): Promise<LoginAnswer> {
  return client.request(
    'post',
    '/auth/token/',
    loginResponseSchema,
    { username: usernameOrEmail, password },
    {
      errorMessage: (status) => (status === 401 ? 'Credenciales inválidas' : 'Error al iniciar sesión'),
    },
  );
}

/** Rotates the refresh token: the old one is spent. */
export function refreshSession(client: ApiClient, refresh: string) {
  return client.request('post', '/auth/token/refresh/', refreshResponseSchema, { refresh });
}

/** Ends the session on the server: the refresh token and every token rotated from the same login stop working. */
export function logout(client: ApiClient, refresh: string) {
  return client.request('post', '/auth/logout/', detailSchema, { refresh });
}

export async function fetchCurrentUser(client: ApiClient): Promise<User> {
  const wire = await client.request('get', '/auth/user/', userWireSchema, undefined, {
    errorMessage: 'Error al obtener el perfil de usuario',
  });
  return normaliseUser(wire);
}

/** POST /api/auth/register/: answers the new account. */
export async function register(client: ApiClient, request: RegisterRequest): Promise<User> {
  const wire = await client.request('post', '/auth/register/', userWireSchema, request, {
    errorMessage: 'Error al registrar el usuario',
  });
  return normaliseUser(wire);
}

export function checkUsername(client: ApiClient, username: string) {
  return client.request('get', `/auth/user/${encodeURIComponent(username)}/check`, availabilitySchema);
}

export function checkEmail(client: ApiClient, email: string) {
  return client.request('post', '/auth/email/check', availabilitySchema, { email });
}

export function requestPasswordReset(client: ApiClient, email: string) {
  return client.request(
    'post',
    '/auth/password-reset/',
    detailSchema,
    { email },
    { errorMessage: 'Error al solicitar el restablecimiento de contraseña.' },
  );
}

export function confirmPasswordReset(client: ApiClient, token: string, password: string, password2: string) {
  return client.request(
    'post',
    '/auth/password-reset/confirm/',
    detailSchema,
    { token, password, password2 },
    { errorMessage: 'Error al restablecer la contraseña.' },
  );
}

export async function deleteAccount(client: ApiClient): Promise<void> {
  await client.request('delete', '/auth/user/', detailSchema, undefined, {
    errorMessage: 'Error al eliminar la cuenta',
  });
}

/**
 * PUT /api/users/avatar with the spec's payload {avatarData, userId} (accounts-admin §3): the image as a
 * data URL and, when known, the id of the signed-in user. Answers the stored avatar's address.
 */
export function updateAvatar(client: ApiClient, avatarData: string, userId?: number) {
  return client.request(
    'put',
    '/users/avatar',
    avatarAnswerSchema,
    { avatarData, ...(userId !== undefined && userId > 0 ? { userId } : {}) },
    { errorMessage: (status) => `Error ${status}` },
  );
}
