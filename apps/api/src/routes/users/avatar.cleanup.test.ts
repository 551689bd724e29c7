import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagenes } from '../../db/schema';
import { dataUrl, freshPicture } from '../../images/sample-images';
import { type Actor, ADMIN, client, login, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
});
afterAll(() => seeded.database.close());

const freshAvatar = async () => dataUrl(await freshPicture(8, 8).png().toBuffer());

async function uploadAvatar(user: Actor, avatarData: string): Promise<string> {
  const answer = await api.put('/api/users/avatar', { avatarData }, user.token);
  expect(answer.status).toBe(200);
  return new URL(answer.body.avatar_url as string).pathname;
}

const imageId = (path: string) => Number(path.split('/').pop());

async function isStored(path: string): Promise<boolean> {
  const rows = await seeded.database.db
    .select({ id: imagenes.id })
    .from(imagenes)
    .where(eq(imagenes.id, imageId(path)));
  return rows.length === 1;
}

/** What a visitor and a superuser get at an image's address. */
async function statuses(path: string): Promise<[number, number]> {
  return [(await api.get(path)).status, (await api.get(path, admin.token)).status];
}

describe('a replaced avatar', () => {
  it('is deleted: its old address answers 404, even to a superuser, and the new one is served', async () => {
    const user = await newUser(seeded);
    const old = await uploadAvatar(user, await freshAvatar());
    const current = await uploadAvatar(user, await freshAvatar());
    expect(current).not.toBe(old);
    expect(await isStored(old)).toBe(false);
    expect(await statuses(old)).toEqual([404, 404]);
    expect((await api.get(old, admin.token)).body.detail).toBe('No se encontró la imagen solicitada.');
    expect(await statuses(current)).toEqual([200, 200]);
  });

  it('is kept while another account shows the same picture (images are stored once per content)', async () => {
    const [user, other] = [await newUser(seeded), await newUser(seeded)];
    const shared = await freshAvatar();
    const old = await uploadAvatar(user, shared);
    expect(await uploadAvatar(other, shared)).toBe(old);
    await uploadAvatar(user, await freshAvatar());
    expect(await statuses(old)).toEqual([200, 200]);
  });

  it('is kept when the same picture is uploaded again', async () => {
    const user = await newUser(seeded);
    const avatar = await freshAvatar();
    const first = await uploadAvatar(user, avatar);
    expect(await uploadAvatar(user, avatar)).toBe(first);
    expect(await statuses(first)).toEqual([200, 200]);
  });
});

describe('deleting an account', () => {
  it('deletes its avatar: the old address answers 404, even to a superuser', async () => {
    const user = await newUser(seeded);
    const avatar = await uploadAvatar(user, await freshAvatar());
    const deleted = await api.del('/api/auth/user/', user.token);
    expect(deleted.status).toBe(200);
    expect(await isStored(avatar)).toBe(false);
    expect(await statuses(avatar)).toEqual([404, 404]);
  });

  it('keeps its avatar when a post uses the same picture as its cover', async () => {
    const user = await newUser(seeded);
    const picture = await freshAvatar();
    const avatar = await uploadAvatar(user, picture);
    const post = await api.post(
      '/api/publicaciones',
      {
        titulo: 'Con la misma imagen',
        contenido: '<p>Texto</p>',
        categorias: [1],
        estado: 'publicado',
        Imagen_portada: picture,
      },
      admin.token,
    );
    expect(post.status).toBe(201);
    expect(post.body.Imagen_destacada_ID).toBe(imageId(avatar));
    expect((await api.del('/api/auth/user/', user.token)).status).toBe(200);
    expect(await statuses(avatar)).toEqual([200, 200]);
  });
});
