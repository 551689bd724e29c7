import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { type Actor, ADMIN, client, login, newUser } from './actors';
import { createSeededApp, type SeededApp } from './seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let reader: Actor;
let postId: number;
let commentId: number;

beforeAll(async () => {
  seeded = await createSeededApp();
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  reader = await newUser(seeded);
  postId = ((await api.get('/api/publicaciones?limite=1')).body[0] as { ID_publicaciones: number })
    .ID_publicaciones;
  commentId = (await api.post(`/api/comentarios/publicacion/${postId}`, { contenido: 'Base' }, reader.token))
    .body.ID_comentario as number;
});
afterAll(() => seeded.database.close());

// Every table a write could touch, except the abuse counters, which count refused requests on purpose.
const tables = {
  usuarios: schema.usuarios,
  publicaciones: schema.publicaciones,
  publicacionesCategorias: schema.publicacionesCategorias,
  comentarios: schema.comentarios,
  imagenes: schema.imagenes,
  refreshTokens: schema.refreshTokens,
  passwordResets: schema.passwordResets,
  mensajesContacto: schema.mensajesContacto,
  suscripcionesNewsletter: schema.suscripcionesNewsletter,
};

async function snapshot(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counts[name] = (await seeded.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  }
  return counts;
}

const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ minLength: 3000, maxLength: 12000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
  fc.constantFrom('data:image/png;base64,AAAA', '<script>alert(1)</script>', '💥'.repeat(50), '   '),
);

function bodyFor(keys: string[]) {
  return fc.oneof(
    fc
      .record(Object.fromEntries(keys.map((key) => [key, fieldValue])), { requiredKeys: [] })
      .map((value) => ({
        json: value as unknown,
      })),
    fc.jsonValue().map((value) => ({ json: value as unknown })),
    fc.string({ maxLength: 200 }).map((raw) => ({ raw })),
  );
}

interface Target {
  method: 'POST' | 'PUT';
  path: () => string;
  keys: string[];
  token?: () => string;
}

const targets: Record<string, Target> = {
  'POST /api/publicaciones': {
    method: 'POST',
    path: () => '/api/publicaciones',
    keys: ['titulo', 'contenido', 'htmlContent', 'resumen', 'estado', 'categorias', 'Imagen_portada'],
    token: () => admin.token,
  },
  'PUT /api/publicaciones/{id}': {
    method: 'PUT',
    path: () => `/api/publicaciones/${postId}`,
    keys: ['titulo', 'contenido', 'resumen', 'estado', 'categorias', 'Imagen_portada'],
    token: () => admin.token,
  },
  'POST /api/comentarios/publicacion/{id}': {
    method: 'POST',
    path: () => `/api/comentarios/publicacion/${postId}`,
    keys: ['contenido'],
    token: () => reader.token,
  },
  'PUT /api/comentarios/{id}': {
    method: 'PUT',
    path: () => `/api/comentarios/${commentId}`,
    keys: ['contenido'],
    token: () => reader.token,
  },
  'POST /api/auth/register/': {
    method: 'POST',
    path: () => '/api/auth/register/',
    keys: ['username', 'email', 'password', 'password2', 'first_name', 'last_name'],
  },
  'POST /api/auth/token/': { method: 'POST', path: () => '/api/auth/token/', keys: ['username', 'password'] },
  'POST /api/auth/token/refresh/': {
    method: 'POST',
    path: () => '/api/auth/token/refresh/',
    keys: ['refresh'],
  },
  'POST /api/auth/email/check': { method: 'POST', path: () => '/api/auth/email/check', keys: ['email'] },
  'POST /api/auth/password-reset/': {
    method: 'POST',
    path: () => '/api/auth/password-reset/',
    keys: ['email'],
  },
  'POST /api/auth/password-reset/confirm/': {
    method: 'POST',
    path: () => '/api/auth/password-reset/confirm/',
    keys: ['token', 'password', 'password2'],
  },
  'PUT /api/users/avatar': {
    method: 'PUT',
    path: () => '/api/users/avatar',
    keys: ['avatarData', 'userId'],
    token: () => reader.token,
  },
  'POST /api/chatbot/message': { method: 'POST', path: () => '/api/chatbot/message', keys: ['message'] },
  'POST /api/contacto': {
    method: 'POST',
    path: () => '/api/contacto',
    keys: ['nombre', 'email', 'asunto', 'mensaje'],
  },
  'POST /api/newsletter': { method: 'POST', path: () => '/api/newsletter', keys: ['email'] },
};

describe('random, oversized and malformed bodies', () => {
  for (const [name, target] of Object.entries(targets)) {
    it(`${name}: never a 5xx, and a refused request writes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor(target.keys), async (body) => {
          const before = await snapshot();
          const answer = await api.send(target.method, target.path(), {
            token: target.token?.(),
            ...('raw' in body ? { raw: body.raw } : { body: body.json }),
          });
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          expect(typeof answer.body?.detail === 'string' || answer.status < 400).toBe(true);
          if (answer.status >= 400) expect(await snapshot()).toEqual(before);
        }),
        { numRuns: 25, seed: 20261123 },
      );
    });
  }
});
