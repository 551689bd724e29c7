import { registerMessages } from '@pupitre/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client, login, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
});
afterAll(() => seeded.database.close());

const validRegistration = (username: string) => ({
  username,
  email: `${username}@example.com`,
  password: 'Segura123',
  password2: 'Segura123',
  first_name: 'Lucía',
  last_name: 'Gómez',
});

describe('availability checks', () => {
  it('answer {available, message} for usernames', async () => {
    expect((await api.get('/api/auth/user/nadie_aun/check')).body).toEqual({
      available: true,
      message: 'Nombre de usuario disponible',
    });
    expect((await api.get('/api/auth/user/ADMIN/check')).body).toEqual({
      available: false,
      message: 'Este nombre de usuario ya está en uso',
    });
  });

  it('answer {available, message} for emails and refuse a malformed one', async () => {
    expect((await api.post('/api/auth/email/check', { email: 'ADMIN@example.com' })).body).toEqual({
      available: false,
      message: 'Este correo electrónico ya está registrado',
    });
    expect((await api.post('/api/auth/email/check', { email: 'libre@example.com' })).body.available).toBe(
      true,
    );
    const bad = await api.post('/api/auth/email/check', { email: 'no-es-correo' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      {
        field: 'email',
        message: 'Ingresa un correo electrónico válido',
        msg: 'Ingresa un correo electrónico válido',
      },
    ]);
  });
});

describe('registration', () => {
  it('creates the account, lower-cases the username and never answers the password hash', async () => {
    const answer = await api.post('/api/auth/register/', validRegistration('Nueva.Lectora'));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      username: 'nueva.lectora',
      first_name: 'Lucía',
      is_superuser: false,
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|password/);
  });

  it.each([
    [{ first_name: '' }, 'first_name', registerMessages.firstNameRequired],
    [{ last_name: '   ' }, 'last_name', registerMessages.lastNameRequired],
    [{ username: '' }, 'username', registerMessages.usernameRequired],
    [{ username: 'con espacio' }, 'username', registerMessages.usernamePattern],
    [{ email: '' }, 'email', registerMessages.emailRequired],
    [{ email: 'sin-arroba' }, 'email', registerMessages.emailInvalid],
    [{ password: '', password2: '' }, 'password', registerMessages.passwordRequired],
    [{ password: 'Ab1', password2: 'Ab1' }, 'password', registerMessages.passwordShort],
    [
      { password: 'solominusculas1', password2: 'solominusculas1' },
      'password',
      registerMessages.passwordWeak,
    ],
    [{ password2: '' }, 'password2', registerMessages.confirmRequired],
    [{ password2: 'Distinta123' }, 'password2', registerMessages.passwordsDiffer],
  ])('refuses %o with the Spanish message on %s', async (change, field, message) => {
    const answer = await api.post('/api/auth/register/', { ...validRegistration('valida_x'), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('Error en el registro');
    expect(answer.body.errors).toContainEqual({ field, message, msg: message });
  });

  it('answers 409 for a taken username or email, and stores nothing', async () => {
    const takenName = await api.post('/api/auth/register/', {
      ...validRegistration('admin'),
      email: 'otra@example.com',
    });
    expect(takenName.status).toBe(409);
    expect(takenName.body.detail).toBe('Este nombre de usuario ya está en uso');
    const takenEmail = await api.post('/api/auth/register/', {
      ...validRegistration('otra'),
      email: 'admin@example.com',
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body.detail).toBe('Este correo electrónico ya está registrado');
    expect((await api.get('/api/auth/user/otra/check')).body.available).toBe(true);
  });

  it('limits availability checks per address, usernames and emails together (drill F6)', async () => {
    for (let count = 0; count < 50; count++) {
      expect(
        (await api.send('GET', `/api/auth/user/probe${count}/check`, { ip: '198.51.100.23' })).status,
      ).toBe(200);
      const email = { body: { email: `probe${count}@example.com` }, ip: '198.51.100.23' };
      expect((await api.send('POST', '/api/auth/email/check', email)).status).toBe(200);
    }
    const blocked = await api.send('GET', '/api/auth/user/probe100/check', { ip: '198.51.100.23' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toBe('Demasiadas solicitudes. Intenta de nuevo en unos minutos.');
    expect((await api.send('GET', '/api/auth/user/probe100/check', { ip: '198.51.100.24' })).status).toBe(
      200,
    );
  });

  it('limits registrations per address: the 11th in an hour answers 429', async () => {
    for (let count = 0; count < 10; count++) {
      const answer = await api.send('POST', '/api/auth/register/', {
        body: { username: '' },
        ip: '198.51.100.9',
      });
      expect(answer.status).toBe(400);
    }
    const blocked = await api.send('POST', '/api/auth/register/', {
      body: validRegistration('bloqueada'),
      ip: '198.51.100.9',
    });
    expect(blocked.status).toBe(429);
  });

  it('answers 400 for malformed JSON', async () => {
    const answer = await api.send('POST', '/api/auth/register/', { raw: '{"username": ' });
    expect(answer.status).toBe(400);
    const malformed = 'El cuerpo de la solicitud no es un JSON válido.';
    expect(answer.body).toEqual({
      detail: malformed,
      errors: [{ field: '', message: malformed, msg: malformed }],
      request_id: expect.any(String),
    });
  });
});

describe('login and sessions', () => {
  it('accepts the username or the email in any case, and answers the spec fields', async () => {
    for (const identifier of ['admin', 'ADMIN@EXAMPLE.COM']) {
      const answer = await api.post('/api/auth/token/', { username: identifier, password: ADMIN.password });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ username: 'admin', is_superuser: true });
      expect(typeof answer.body.access).toBe('string');
      expect(typeof answer.body.refresh).toBe('string');
    }
  });

  it("refuses a wrong password with 'Credenciales inválidas'", async () => {
    const answer = await api.post('/api/auth/token/', { username: 'admin', password: 'Incorrecta1' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ detail: 'Credenciales inválidas', request_id: expect.any(String) });
  });

  it('answers the current user with id and without the password hash', async () => {
    const user = await newUser(seeded);
    const me = await api.get('/api/auth/user/', user.token);
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'avatar',
        'avatar_url',
        'date_joined',
        'email',
        'first_name',
        'id',
        'is_superuser',
        'last_name',
        'username',
      ].sort(),
    );
    expect(me.body.id).toBe(user.id);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await api.get('/api/auth/user/')).status).toBe(401);
    expect((await api.get('/api/auth/user/', 'eyJhbGciOiJIUzI1NiJ9.e30.firma-falsa')).status).toBe(401);
  });

  it('rotates refresh tokens: each works once', async () => {
    const user = await newUser(seeded);
    const first = await api.post('/api/auth/token/refresh/', { refresh: user.refresh });
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(user.refresh);
    expect((await api.get('/api/auth/user/', first.body.access as string)).body.id).toBe(user.id);
    // Seconds after its rotation (another tab refreshing at once) a replay is refused, and the family lives on.
    const reused = await api.post('/api/auth/token/refresh/', { refresh: user.refresh });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ detail: 'Token de refresco inválido', request_id: expect.any(String) });
    expect((await api.post('/api/auth/token/refresh/', { refresh: first.body.refresh })).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('removes the account, revokes its refresh tokens, and it can no longer log in', async () => {
    const user = await newUser(seeded);
    const answer = await api.del('/api/auth/user/', user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ detail: 'Tu cuenta ha sido eliminada exitosamente.' });
    expect(
      (await api.post('/api/auth/token/', { username: user.username, password: 'Segura123' })).status,
    ).toBe(401);
    expect((await api.post('/api/auth/token/refresh/', { refresh: user.refresh })).status).toBe(401);
    expect((await api.get('/api/auth/user/', user.token)).status).toBe(401);
  });

  it('refuses to delete the only superuser', async () => {
    const admin = await login(seeded, ADMIN.username, ADMIN.password);
    const answer = await api.del('/api/auth/user/', admin.token);
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe('No puedes eliminar la única cuenta de administrador.');
  });

  it('needs a session', async () => {
    expect((await api.del('/api/auth/user/')).status).toBe(401);
  });
});
