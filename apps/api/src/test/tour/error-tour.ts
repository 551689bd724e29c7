import { ADMIN } from '../actors';
import { post, registration, type Step } from './prepare-tour';

/** Refused requests, one per kind of error answer: [what, operation, status, request]. */
export const errorTour: [string, string, number, Step][] = [
  [
    'fields that break the rules',
    'POST /api/auth/register',
    400,
    () => ({
      path: '/api/auth/register/',
      body: { ...registration('Con Espacio'), password2: 'Distinta123' },
    }),
  ],
  [
    'a body that is not JSON',
    'POST /api/auth/register',
    400,
    () => ({ path: '/api/auth/register/', raw: '{"username": ' }),
  ],
  [
    'a taken username',
    'POST /api/auth/register',
    409,
    () => ({ path: '/api/auth/register/', body: registration('admin') }),
  ],
  [
    'a spent reset link',
    'POST /api/auth/password-reset/confirm',
    400,
    () => ({
      path: '/api/auth/password-reset/confirm/',
      body: { token: 'no-existe', password: 'NuevaClave9', password2: 'NuevaClave9' },
    }),
  ],
  [
    'a category that does not exist',
    'POST /api/publicaciones',
    400,
    (s) => ({
      path: '/api/publicaciones',
      token: s.admin.token,
      body: { ...post('Sin categoría'), categorias: [99] },
    }),
  ],
  [
    'a body sent as text',
    'POST /api/contacto',
    415,
    () => ({ path: '/api/contacto', raw: 'hola', contentType: 'text/plain' }),
  ],
  [
    'a wrong password',
    'POST /api/auth/token',
    401,
    () => ({ path: '/api/auth/token/', body: { ...ADMIN, password: 'Mala12345' } }),
  ],
  ['no session', 'GET /api/auth/user', 401, () => ({ path: '/api/auth/user/' })],
  [
    'a reader on an admin list',
    'GET /api/publicaciones/all',
    403,
    (s) => ({ path: '/api/publicaciones/all', token: s.reader.token }),
  ],
  [
    'a reader on the admin panel’s list',
    'GET /api/publicaciones/admin',
    403,
    (s) => ({ path: '/api/publicaciones/admin', token: s.reader.token }),
  ],
  [
    'a cursor the admin list did not write',
    'GET /api/publicaciones/admin',
    400,
    (s) => ({ path: '/api/publicaciones/admin?cursor=f.abc', token: s.admin.token }),
  ],
  [
    "someone else's comment",
    'PUT /api/comentarios/{id}',
    403,
    (s) => ({
      path: `/api/comentarios/${s.commentId}`,
      token: s.admin.token,
      body: { contenido: 'Ajeno' },
    }),
  ],
  ['a bad id', 'GET /api/publicaciones/{id}', 400, () => ({ path: '/api/publicaciones/abc' })],
  [
    'a post that does not exist',
    'GET /api/publicaciones/{id}',
    404,
    () => ({ path: '/api/publicaciones/999999' }),
  ],
  [
    'a revision of another post',
    'GET /api/publicaciones/{id}/revisiones/{revisionId}',
    404,
    (s) => ({ path: `/api/publicaciones/${s.postId}/revisiones/${s.revisionId}`, token: s.admin.token }),
  ],
  [
    'an autosave origin that does not exist',
    'PUT /api/publicaciones/{id}',
    400,
    (s) => ({
      path: `/api/publicaciones/${s.editedPostId}?origen=manual`,
      token: s.admin.token,
      body: post('Editada'),
    }),
  ],
  ['an image that does not exist', 'GET /api/imagenes/{id}', 404, () => ({ path: '/api/imagenes/424242' })],
];
