import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema';
import { client, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
});
afterAll(() => seeded.database.close());

function linkToken(text: string): string {
  const match = /http:\/\/localhost:3000\/reset-password\/([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('password reset', () => {
  it('answers 404 in Spanish for an unknown email, and sends nothing', async () => {
    const before = seeded.outbox.length;
    const answer = await api.post('/api/auth/password-reset/', { email: 'nadie@example.com' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      detail: 'No existe ninguna cuenta con este correo electrónico.',
      request_id: expect.any(String),
    });
    expect(seeded.outbox.length).toBe(before);
  });

  it('validates the email with the forgot-password messages', async () => {
    expect((await api.post('/api/auth/password-reset/', { email: '' })).body.errors).toEqual([
      {
        field: 'email',
        message: 'Por favor ingresa tu correo electrónico.',
        msg: 'Por favor ingresa tu correo electrónico.',
      },
    ]);
    expect((await api.post('/api/auth/password-reset/', { email: 'a b@c' })).body.errors).toEqual([
      {
        field: 'email',
        message: 'Por favor ingresa un correo electrónico válido.',
        msg: 'Por favor ingresa un correo electrónico válido.',
      },
    ]);
  });

  it('emails a single-use link; the new password works, the old one and old sessions do not', async () => {
    const user = await newUser(seeded);
    const answer = await api.post('/api/auth/password-reset/', { email: `${user.username}@example.com` });
    expect(answer.status).toBe(200);
    const email = seeded.outbox.at(-1);
    expect(email?.to).toBe(`${user.username}@example.com`);
    expect(email?.subject).toBe('Restablece tu contraseña de Pupitre');
    const token = linkToken(email?.text ?? '');
    const stored = await seeded.database.db.select().from(passwordResets);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const confirm = { token, password: 'NuevaClave9', password2: 'NuevaClave9' };
    const done = await api.post('/api/auth/password-reset/confirm/', confirm);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ detail: 'Tu contraseña se restableció correctamente.' });

    expect(
      (await api.post('/api/auth/token/', { username: user.username, password: 'NuevaClave9' })).status,
    ).toBe(200);
    expect(
      (await api.post('/api/auth/token/', { username: user.username, password: 'Segura123' })).status,
    ).toBe(401);
    expect((await api.post('/api/auth/token/refresh/', { refresh: user.refresh })).status).toBe(401);

    const again = await api.post('/api/auth/password-reset/confirm/', {
      ...confirm,
      password: 'Otra12345',
      password2: 'Otra12345',
    });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(
      'El enlace de restablecimiento no es válido o ha expirado. Por favor, solicita un nuevo enlace.',
    );
  });

  it('refuses an expired link', async () => {
    const user = await newUser(seeded);
    await api.post('/api/auth/password-reset/', { email: `${user.username}@example.com` });
    const token = linkToken(seeded.outbox.at(-1)?.text ?? '');
    await seeded.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.usuarioId, user.id));
    const answer = await api.post('/api/auth/password-reset/confirm/', {
      token,
      password: 'NuevaClave9',
      password2: 'NuevaClave9',
    });
    expect(answer.status).toBe(400);
  });

  it('validates the new password with the reset messages', async () => {
    const answer = await api.post('/api/auth/password-reset/confirm/', {
      token: 'x',
      password: 'corta',
      password2: 'otra',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({
      field: 'password',
      message: 'La contraseña debe tener al menos 8 caracteres',
      msg: 'La contraseña debe tener al menos 8 caracteres',
    });
  });
});
