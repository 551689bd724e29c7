import { decode, sign } from 'hono/jwt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, login, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp, TEST_JWT_SECRET } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
});
afterAll(() => seeded.database.close());
afterEach(() => {
  vi.useRealTimers();
});

const INVALID_REFRESH = { detail: 'Token de refresco inválido', request_id: expect.any(String) };

function linkToken(text: string | undefined): string {
  const match = /\/reset-password\/([\w-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

async function resetLink(email: string): Promise<string> {
  const answer = await api.post('/api/auth/password-reset/', { email });
  expect(answer.status).toBe(200);
  return linkToken(seeded.outbox.at(-1)?.text);
}

const confirm = (token: string, password = 'NuevaClave9') =>
  api.post('/api/auth/password-reset/confirm/', { token, password, password2: password });

describe('logging out', () => {
  it('revokes the refresh token and every token rotated from the same login, and nothing else', async () => {
    const user = await newUser(seeded);
    const rotated = await api.post('/api/auth/token/refresh/', { refresh: user.refresh });
    const otherDevice = await api.post('/api/auth/token/', {
      username: user.username,
      password: 'Segura123',
    });

    const answer = await api.post('/api/auth/logout/', { refresh: rotated.body.refresh });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ detail: 'Sesión cerrada.' });
    const after = await api.post('/api/auth/token/refresh/', { refresh: rotated.body.refresh });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(INVALID_REFRESH);
    expect((await api.post('/api/auth/token/refresh/', { refresh: otherDevice.body.refresh })).status).toBe(
      200,
    );
  });

  it("ends that login's access tokens at once, and no other session's (drill F7)", async () => {
    const user = await newUser(seeded);
    const otherDevice = await login(seeded, user.username, 'Segura123');
    const rotated = await api.post('/api/auth/token/refresh/', { refresh: user.refresh });
    expect((await api.get('/api/auth/user/', user.token)).status).toBe(200);

    await api.post('/api/auth/logout/', { refresh: rotated.body.refresh });
    for (const token of [user.token, rotated.body.access as string]) {
      const after = await api.get('/api/auth/user/', token);
      expect(after.status).toBe(401);
      expect(after.body.detail).toBe('No se proporcionaron credenciales de autenticación válidas.');
    }
    expect((await api.get('/api/auth/user/', otherDevice.token)).status).toBe(200);
  });

  it('refuses an access token that names no login family, even when correctly signed', async () => {
    const user = await newUser(seeded);
    const { fam: _, ...claims } = decode(user.token).payload;
    const orphan = await sign(claims, TEST_JWT_SECRET, 'HS256');
    expect((await api.get('/api/auth/user/', orphan)).status).toBe(401);
    const stranger = await sign({ ...claims, fam: crypto.randomUUID() }, TEST_JWT_SECRET, 'HS256');
    expect((await api.get('/api/auth/user/', stranger)).status).toBe(401);
  });

  it('answers the same for a token it does not know, and validates the body', async () => {
    expect((await api.post('/api/auth/logout/', { refresh: 'desconocido' })).body).toEqual({
      detail: 'Sesión cerrada.',
    });
    expect((await api.post('/api/auth/logout/', {})).status).toBe(400);
  });
});

describe('refresh token reuse', () => {
  it('replaying a rotated token later revokes the whole family, so a thief and the victim both lose it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    const user = await newUser(seeded);
    const rotated = await api.post('/api/auth/token/refresh/', { refresh: user.refresh });
    expect(rotated.status).toBe(200);

    vi.setSystemTime(new Date('2026-06-15T12:05:00Z'));
    const replay = await api.post('/api/auth/token/refresh/', { refresh: user.refresh });
    expect(replay.status).toBe(401);
    expect((await api.post('/api/auth/token/refresh/', { refresh: rotated.body.refresh })).status).toBe(401);
  });
});

describe('a password reset ends what was issued before it', () => {
  it('access tokens issued before the reset stop working at once', async () => {
    const user = await newUser(seeded);
    expect((await api.get('/api/auth/user/', user.token)).status).toBe(200);
    expect((await confirm(await resetLink(`${user.username}@example.com`))).status).toBe(200);
    expect((await api.get('/api/auth/user/', user.token)).status).toBe(401);
    const fresh = await api.post('/api/auth/token/', { username: user.username, password: 'NuevaClave9' });
    expect((await api.get('/api/auth/user/', fresh.body.access as string)).status).toBe(200);
  });

  it('the other outstanding reset links stop working once one is used', async () => {
    const user = await newUser(seeded);
    const first = await resetLink(`${user.username}@example.com`);
    const second = await resetLink(`${user.username}@example.com`);
    expect((await confirm(first)).status).toBe(200);
    const answer = await confirm(second, 'Otra123456');
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(
      'El enlace de restablecimiento no es válido o ha expirado. Por favor, solicita un nuevo enlace.',
    );
  });

  it('a throttled request answers as if sent, sends nothing, and the owner’s earlier link still works', async () => {
    const user = await newUser(seeded);
    const email = `${user.username}@example.com`;
    const links = [];
    for (let count = 0; count < 3; count++) links.push(await resetLink(email));
    const sent = seeded.outbox.length;
    const throttled = await api.post('/api/auth/password-reset/', { email });
    expect(throttled.status).toBe(200);
    expect(throttled.body).toEqual({
      detail: 'Te enviamos un correo con las instrucciones para restablecer tu contraseña.',
    });
    expect(seeded.outbox.length).toBe(sent);
    expect((await confirm(links[0] as string)).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('are refused without an expiry, even when correctly signed', async () => {
    const user = await newUser(seeded);
    const claims = { sub: String(user.id), user_id: user.id, username: user.username, is_superuser: false };
    const fam = decode(user.token).payload.fam;
    const forever = await sign({ ...claims, type: 'access', ver: 0, fam, iat: 1 }, TEST_JWT_SECRET, 'HS256');
    expect((await api.get('/api/auth/user/', forever)).status).toBe(401);
    const expiring = await sign(
      {
        ...claims,
        type: 'access',
        ver: 0,
        fam,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 60,
      },
      TEST_JWT_SECRET,
      'HS256',
    );
    expect((await api.get('/api/auth/user/', expiring)).status).toBe(200);
  });

  it('are refused when the user id is not one a row can hold, instead of failing the lookup', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: '1',
      username: 'x',
      is_superuser: true,
      type: 'access',
      ver: 0,
      iat: now,
      exp: now + 60,
    };
    for (const user_id of [2 ** 31, -1, 1.5]) {
      const token = await sign({ ...claims, user_id }, TEST_JWT_SECRET, 'HS256');
      expect((await api.get('/api/auth/user/', token)).status).toBe(401);
    }
  });
});
