import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, ADMIN, client, login } from '../test/actors';
import { createSeededApp, type SeededApp } from '../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
});
afterAll(() => seeded.database.close());

const english = /\b(Invalid|expected|received|Too (big|small)|Unrecognized|Required)\b/;

describe('validation details', () => {
  it('are Spanish for rules that carry no message of their own', async () => {
    const long = 'x'.repeat(300);
    const answers = [
      await api.post('/api/publicaciones', { titulo: 'T', contenido: 5, categorias: [1] }, admin.token),
      await api.post(
        '/api/publicaciones',
        { titulo: 'T', contenido: 'x', categorias: [1, 2, 3, 4, 5, 6, 7, 1] },
        admin.token,
      ),
      await api.post(
        '/api/publicaciones',
        { titulo: 'T', contenido: 'x', categorias: [1], Imagen_portada: 5 },
        admin.token,
      ),
      await api.post('/api/auth/token/', { username: long, password: 'x' }),
      await api.post('/api/auth/token/refresh/', { refresh: long }),
      await api.post('/api/auth/register/', {
        username: 'nueva',
        email: 'nueva@example.com',
        password: 'Segura123',
        password2: 'Segura123',
        first_name: long,
        last_name: 'P',
      }),
    ];
    const messages = answers.flatMap((answer) => {
      expect(answer.status).toBe(400);
      return (answer.body.errors as { message: string }[]).map((error) => error.message);
    });
    expect(messages).toHaveLength(answers.length);
    for (const message of messages) expect(message).not.toMatch(english);
    expect(messages[0]).toBe('Entrada inválida: se esperaba texto, recibido número');
  });
});
