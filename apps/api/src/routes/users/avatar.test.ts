import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, freshPicture, withCameraMetadata } from '../../images/sample-images';
import { client, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
});
afterAll(() => seeded.database.close());

// The smallest valid PNG: 1×1, one transparent pixel.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('PUT /api/users/avatar', () => {
  it("changes the user's own avatar; the profile then serves it as an image", async () => {
    const user = await newUser(seeded);
    const answer = await api.put(
      '/api/users/avatar',
      { avatarData: `data:image/png;base64,${PNG_1X1}`, userId: user.id },
      user.token,
    );
    expect(answer.status).toBe(200);
    const me = await api.get('/api/auth/user/', user.token);
    expect(me.body.avatar_url).toMatch(/^http:\/\/localhost:3000\/api\/imagenes\/\d+$/);
    expect(answer.body.avatar_url).toBe(me.body.avatar_url);
    expect(answer.body.avatar).toBe(me.body.avatar);
    const image = await seeded.app.request(new URL(me.body.avatar_url as string).pathname);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it("refuses to change another user's avatar", async () => {
    const [owner, other] = [await newUser(seeded), await newUser(seeded)];
    const answer = await api.put('/api/users/avatar', { avatarData: PNG_1X1, userId: other.id }, owner.token);
    expect(answer.status).toBe(403);
    expect((await api.get('/api/auth/user/', other.token)).body.avatar).toBeNull();
  });

  it('checks the bytes, not the declared type', async () => {
    const user = await newUser(seeded);
    const fake = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    const answer = await api.put(
      '/api/users/avatar',
      { avatarData: `data:image/png;base64,${fake}` },
      user.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('Formato de imagen no admitido. Usa una imagen JPEG, PNG, WebP o GIF.');
  });

  it('answers 413 above 2 MB', async () => {
    const user = await newUser(seeded);
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0xff).toString('base64');
    const answer = await api.put('/api/users/avatar', { avatarData: big }, user.token);
    expect(answer.status).toBe(413);
  });

  it('needs a session and data', async () => {
    expect((await api.put('/api/users/avatar', { avatarData: PNG_1X1 })).status).toBe(401);
    const user = await newUser(seeded);
    const empty = await api.put('/api/users/avatar', { avatarData: '' }, user.token);
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('No se proporcionaron datos para el avatar');
    const notText = await api.put('/api/users/avatar', { avatarData: 42 }, user.token);
    expect(notText.body.detail).toBe('Formato de imagen inválido');
  });

  it('stores the avatar decoded and re-encoded: at most 800 px, without EXIF, GPS, XMP or colour profile', async () => {
    const user = await newUser(seeded);
    const photo = await withCameraMetadata(freshPicture(1500, 1000)).jpeg().toBuffer();
    const answer = await api.put(
      '/api/users/avatar',
      { avatarData: dataUrl(photo, 'image/jpeg') },
      user.token,
    );
    expect(answer.status).toBe(200);
    const served = await seeded.app.request(new URL(answer.body.avatar_url as string).pathname);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 800, height: 533 });
    expect([stored.exif, stored.xmp, stored.icc]).toEqual([undefined, undefined, undefined]);
  });

  it('refuses bytes that start like a PNG but are not a decodable image, and stores nothing', async () => {
    const user = await newUser(seeded);
    const png = await freshPicture().png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 33), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const answer = await api.put('/api/users/avatar', { avatarData: dataUrl(broken) }, user.token);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('Formato de imagen inválido');
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: 'avatarData', message: 'Formato de imagen inválido' }),
    ]);
    expect((await api.get('/api/auth/user/', user.token)).body.avatar).toBeNull();
  });

  it('allows 10 uploads an hour per user, refused ones included, then answers the Spanish 429', async () => {
    const [user, other] = [await newUser(seeded), await newUser(seeded)];
    for (let upload = 1; upload <= 9; upload += 1) {
      const avatarData = dataUrl(await freshPicture().png().toBuffer());
      expect((await api.put('/api/users/avatar', { avatarData }, user.token)).status).toBe(200);
    }
    expect((await api.put('/api/users/avatar', { avatarData: 'AAAA' }, user.token)).status).toBe(400);
    const avatarData = dataUrl(await freshPicture().png().toBuffer());
    const refused = await api.put('/api/users/avatar', { avatarData }, user.token);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('Demasiadas solicitudes. Intenta de nuevo en unos minutos.');
    // Counted per user: another account is not held back.
    expect((await api.put('/api/users/avatar', { avatarData }, other.token)).status).toBe(200);
  });
});
