import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../abuse/limits';
import { dataUrl, freshPicture } from '../../images/sample-images';
import { type Actor, ADMIN, client, login } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

// An app of its own: the limit is reached on purpose, and would refuse the uploads of other tests.
let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
});
afterAll(() => seeded.database.close());

const TOO_MANY = 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.';
const freshImage = async () => dataUrl(await freshPicture().png().toBuffer());
const post = (fields: Record<string, unknown>) =>
  api.post(
    '/api/publicaciones',
    { titulo: 'Con portada', contenido: '<p>Texto</p>', categorias: [1], estado: 'borrador', ...fields },
    admin.token,
  );

describe('image uploads per user', () => {
  it('count body images and new covers together, refused ones included, then answer the Spanish 429', async () => {
    const max = limits.imageUploadsPerUser.max;
    const first = await post({ Imagen_portada: await freshImage() });
    expect(first.status).toBe(201);
    expect((await api.post('/api/imagenes', { imagen: await freshImage() }, admin.token)).status).toBe(201);
    // Undecodable uploads count too: the decoding is the work the limit protects.
    for (let attempt = 3; attempt <= max; attempt += 1) {
      const refused = await api.post('/api/imagenes', { imagen: 'data:image/png;base64,AAAA' }, admin.token);
      expect(refused.status).toBe(400);
    }

    const image = await api.post('/api/imagenes', { imagen: await freshImage() }, admin.token);
    expect(image.status).toBe(429);
    expect(image.body.detail).toBe(TOO_MANY);
    const cover = await post({ Imagen_portada: await freshImage() });
    expect(cover.status).toBe(429);
    expect(cover.body.detail).toBe(TOO_MANY);

    // Linking an image already stored uploads nothing, so it is not held back.
    expect((await post({ Imagen_portada: first.body.Imagen_portada })).status).toBe(201);
    expect((await post({ Imagen_portada: null })).status).toBe(201);
  });
});
