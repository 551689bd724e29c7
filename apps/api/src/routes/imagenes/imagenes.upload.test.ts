import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, ADMIN, client, login, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let reader: Actor;
beforeAll(async () => {
  seeded = await createSeededApp();
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  reader = await newUser(seeded);
});
afterAll(() => seeded.database.close());

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG no other test stored: images are kept once per content, so each test needs its own bytes. */
function freshPng() {
  const bytes = Buffer.concat([PNG_1X1, randomBytes(8)]);
  return { bytes, dataUrl: `data:image/png;base64,${bytes.toString('base64')}` };
}

describe('POST /api/imagenes', () => {
  it('stores an image for a superuser and answers its id and absolute address', async () => {
    const png = freshPng();
    const answer = await api.post('/api/imagenes', { imagen: png.dataUrl }, admin.token);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      url: `http://localhost:3000/api/imagenes/${answer.body.id}`,
    });

    const served = await seeded.app.request(`/api/imagenes/${answer.body.id}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(png.bytes)).toBe(true);
  });

  it('keeps a fresh upload from visitors and readers until a published post shows it', async () => {
    const { body } = await api.post('/api/imagenes', { imagen: freshPng().dataUrl }, admin.token);
    for (const token of [undefined, reader.token]) {
      const answer = await api.get(`/api/imagenes/${body.id}`, token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'No se encontró la imagen solicitada.' });
    }
  });

  it('is refused without a session (401) and to a user who is not a superuser (403)', async () => {
    const imagen = freshPng().dataUrl;
    const visitor = await api.post('/api/imagenes', { imagen });
    expect(visitor.status).toBe(401);
    expect(visitor.body.detail).toBe('No se proporcionaron credenciales de autenticación válidas.');
    const user = await api.post('/api/imagenes', { imagen }, reader.token);
    expect(user.status).toBe(403);
    expect(user.body.detail).toBe('No tienes permiso para realizar esta acción.');
  });

  it('refuses a data URL that is not an image, with the Spanish message', async () => {
    const text = `data:image/png;base64,${Buffer.from('no soy una imagen').toString('base64')}`;
    const answer = await api.post('/api/imagenes', { imagen: text }, admin.token);
    expect(answer.status).toBe(400);
    const message = 'Formato de imagen no admitido. Usa una imagen JPEG, PNG, WebP o GIF.';
    expect(answer.body.detail).toBe(message);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'imagen', message })]);
  });

  it('refuses a body without an image', async () => {
    for (const body of [{}, { imagen: 42 }, { imagen: '' }]) {
      const answer = await api.post('/api/imagenes', body, admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors, JSON.stringify(body)).toEqual([
        expect.objectContaining({ field: 'imagen', message: 'Formato de imagen inválido' }),
      ]);
    }
  });
});
