import { z } from 'zod';
import { normaliseUser, type User } from '../normalise/user';
import {
  availabilitySchema,
  detailSchema,
  loginResponseSchema,
  type RegisterRequest,
  refreshResponseSchema,
} from '../schemas/auth';
import type { ApiClient } from './client';

export type LoginAnswer = z.infer<typeof loginResponseSchema>;

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

export async function fetchCurrentUser(client: ApiClient): Promise<User> {
  return normaliseUser(await client.request('get', '/auth/user/', z.unknown()));
}

export function register(client: ApiClient, request: RegisterRequest) {
  return client.request('post', '/auth/register/', z.unknown(), request, {
    errorMessage: 'Error al registrar el usuario',
  });
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
    {
      errorMessage: 'Error al solicitar el restablecimiento de contraseña.',
    },
  );
}

export function confirmPasswordReset(client: ApiClient, token: string, password: string, password2: string) {
  return client.request(
    'post',
    '/auth/password-reset/confirm/',
    detailSchema,
    { token, password, password2 },
    {
      errorMessage: 'Error al restablecer la contraseña.',
    },
  );
}

export async function deleteAccount(client: ApiClient): Promise<void> {
  await client.request('delete', '/auth/user/', z.unknown(), undefined, {
    errorMessage: 'Error al eliminar la cuenta',
  });
}

const avatarAnswerSchema = z.object({ detail: z.string(), avatar: z.string() });

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
