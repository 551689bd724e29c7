import type { Actor } from './actors';

/** What the targets write to and as whom, read when a case runs (after the test file's setup). */
export interface Scene {
  postId(): number;
  commentId(): number;
  admin(): Actor;
  reader(): Actor;
}

type Body = Record<string, unknown>;
let unique = 0;
function fresh(prefix: string): string {
  unique += 1;
  return `${prefix}${unique}`;
}

/**
 * A JSON write, valid except for the field a case spoils. A pair of fields that must be equal (a password
 * and its confirmation) is spoiled together.
 */
export interface TextWriteTarget {
  method: 'POST' | 'PUT';
  path: () => string;
  token?: () => string;
  valid: () => Body;
  fields: (string | readonly string[])[];
  /** A field the contract names otherwise in its errors. */
  reportedAs?: Record<string, string>;
}

const passwords = ['password', 'password2'] as const;
const password = 'Segura123';

/** Every JSON write that takes text, in the scene a test file sets up (a post, a comment, two actors). */
export function textWriteTargets(scene: Scene): Record<string, TextWriteTarget> {
  return {
    'a new comment': {
      method: 'POST',
      path: () => `/api/comentarios/publicacion/${scene.postId()}`,
      token: () => scene.reader().token,
      valid: () => ({ contenido: 'Hola' }),
      fields: ['contenido'],
    },
    'an edited comment': {
      method: 'PUT',
      path: () => `/api/comentarios/${scene.commentId()}`,
      token: () => scene.reader().token,
      valid: () => ({ contenido: 'Hola' }),
      fields: ['contenido'],
    },
    'a new post': {
      method: 'POST',
      path: () => '/api/publicaciones',
      token: () => scene.admin().token,
      valid: () => ({
        titulo: 'T',
        contenido: '<p>x</p>',
        resumen: 'R',
        categorias: [1],
        Imagen_portada: null,
      }),
      fields: ['titulo', 'contenido', 'resumen', 'Imagen_portada'],
    },
    'a post written in HTML mode': {
      method: 'POST',
      path: () => '/api/publicaciones',
      token: () => scene.admin().token,
      valid: () => ({ titulo: 'T', htmlContent: '<p>x</p>', categorias: [1] }),
      fields: ['htmlContent'],
      // The body has two names on the way in and one in the contract, also for 'El contenido es requerido'.
      reportedAs: { htmlContent: 'contenido' },
    },
    'an edited post': {
      method: 'PUT',
      path: () => `/api/publicaciones/${scene.postId()}`,
      token: () => scene.admin().token,
      valid: () => ({ titulo: 'T', contenido: '<p>x</p>', categorias: [1] }),
      fields: ['titulo', 'contenido'],
    },
    'a contact message': {
      method: 'POST',
      path: () => '/api/contacto',
      valid: () => ({ nombre: 'Ana', email: 'ana@example.com', asunto: 'Hola', mensaje: 'Un mensaje' }),
      fields: ['nombre', 'email', 'asunto', 'mensaje'],
    },
    'a newsletter subscription': {
      method: 'POST',
      path: () => '/api/newsletter',
      valid: () => ({ email: `${fresh('n')}@example.com` }),
      fields: ['email'],
    },
    'a chatbot message': {
      method: 'POST',
      path: () => '/api/chatbot/message',
      valid: () => ({ message: 'Hola' }),
      fields: ['message'],
    },
    'a registration': {
      method: 'POST',
      path: () => '/api/auth/register/',
      valid: () => {
        const username = fresh('registro');
        return {
          username,
          email: `${username}@example.com`,
          password,
          password2: password,
          first_name: 'Ana',
          last_name: 'Pérez',
        };
      },
      // The username's own pattern (letters, digits, '.' and '_') already refuses it.
      fields: ['first_name', 'last_name', 'email', passwords],
    },
    'a login': {
      method: 'POST',
      path: () => '/api/auth/token/',
      valid: () => ({ username: fresh('nadie'), password }),
      fields: ['username', 'password'],
    },
    'a session refresh': {
      method: 'POST',
      path: () => '/api/auth/token/refresh/',
      valid: () => ({ refresh: 'abc.def.ghi' }),
      fields: ['refresh'],
    },
    'an email availability check': {
      method: 'POST',
      path: () => '/api/auth/email/check',
      valid: () => ({ email: 'libre@example.com' }),
      fields: ['email'],
    },
    'a password reset request': {
      method: 'POST',
      path: () => '/api/auth/password-reset/',
      valid: () => ({ email: `${fresh('olvido')}@example.com` }),
      fields: ['email'],
    },
    'a password reset': {
      method: 'POST',
      path: () => '/api/auth/password-reset/confirm/',
      valid: () => ({ token: 'abc', password, password2: password }),
      fields: ['token', passwords],
    },
    'an avatar': {
      method: 'PUT',
      path: () => '/api/users/avatar',
      token: () => scene.reader().token,
      valid: () => ({ avatarData: 'data:image/png;base64,AAAA' }),
      fields: ['avatarData'],
    },
  };
}
