import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drillPictures } from '../../images/hostile/hostile-images';
import { dataUrl, freshPicture, withCameraMetadata } from '../../images/sample-images';
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

/** A PNG no other test stored: images are kept once per content, so each test needs its own pixels. */
async function freshPng() {
  const bytes = await freshPicture(40, 30).png().toBuffer();
  return { bytes, dataUrl: dataUrl(bytes) };
}

async function served(id: unknown) {
  return seeded.app.request(`/api/imagenes/${id}`, { headers: { Authorization: `Bearer ${admin.token}` } });
}

describe('POST /api/imagenes', () => {
  it('stores an image for a superuser and answers its id and absolute address', async () => {
    const png = await freshPng();
    const answer = await api.post('/api/imagenes', { imagen: png.dataUrl }, admin.token);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      url: `http://localhost:3000/api/imagenes/${answer.body.id}`,
    });

    const image = await served(answer.body.id);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // Stored re-encoded: the same picture, not necessarily the same bytes.
    const stored = Buffer.from(await image.arrayBuffer());
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(png.bytes).raw().toBuffer());
  });

  it('stores a photo decoded and re-encoded: at most 2560 px, without EXIF, GPS, XMP or colour profile', async () => {
    const photo = await withCameraMetadata(freshPicture(3200, 1600)).jpeg().toBuffer();
    const answer = await api.post('/api/imagenes', { imagen: dataUrl(photo, 'image/jpeg') }, admin.token);
    expect(answer.status).toBe(201);
    const image = await served(answer.body.id);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const stored = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2560, height: 1280 });
    expect([stored.exif, stored.xmp, stored.icc]).toEqual([undefined, undefined, undefined]);
  });

  it('refuses a small file that declares more than 50 megapixels with the Spanish 413', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await api.post('/api/imagenes', { imagen: dataUrl(bomb) }, admin.token);
    expect(answer.status).toBe(413);
    const message = 'La imagen supera las dimensiones máximas permitidas (50 megapíxeles).';
    expect(answer.body.detail).toBe(message);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'imagen', message })]);
  });

  it("refuses, by its header, a picture past 16,384 px a side or past its format's own limit, naming the limit", async () => {
    const [strip, interlaced16Bit, progressiveJpeg, gif] = drillPictures();
    const refusals = [
      [strip, 'La imagen supera las dimensiones máximas permitidas (16384 píxeles por lado).'],
      [
        interlaced16Bit,
        'La imagen supera las dimensiones máximas permitidas para un PNG entrelazado o de 16 bits (4 megapíxeles).',
      ],
      [
        progressiveJpeg,
        'La imagen supera las dimensiones máximas permitidas para un JPEG progresivo (8 megapíxeles).',
      ],
      [gif, 'La imagen supera las dimensiones máximas permitidas para un GIF (8 megapíxeles).'],
    ] as const;
    for (const [picture, message] of refusals) {
      if (!picture) throw new Error('the drill has no pictures');
      const imagen = dataUrl(picture.bytes, picture.contentType);
      const answer = await api.post('/api/imagenes', { imagen }, admin.token);
      expect(answer.status, picture.name).toBe(413);
      expect(answer.body.detail, picture.name).toBe(message);
      expect(answer.body.errors, picture.name).toEqual([
        expect.objectContaining({ field: 'imagen', message }),
      ]);
    }
  });

  it('refuses bytes that start like a JPEG but are not a decodable image, with the Spanish 400', async () => {
    const broken = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    const answer = await api.post('/api/imagenes', { imagen: dataUrl(broken, 'image/jpeg') }, admin.token);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('Formato de imagen inválido');
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: 'imagen', message: 'Formato de imagen inválido' }),
    ]);
  });

  it('keeps a fresh upload from visitors and readers until a published post shows it', async () => {
    const { body } = await api.post('/api/imagenes', { imagen: (await freshPng()).dataUrl }, admin.token);
    for (const token of [undefined, reader.token]) {
      const answer = await api.get(`/api/imagenes/${body.id}`, token);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ detail: 'No se encontró la imagen solicitada.' });
    }
  });

  it('is refused without a session (401) and to a user who is not a superuser (403)', async () => {
    const imagen = (await freshPng()).dataUrl;
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
