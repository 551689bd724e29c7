import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, ADMIN, client, login, newUser } from './actors';
import { createSeededApp, type SeededApp } from './seeded-app';

// The requests of the seeds' own client (EducStation), as its spec writes them: it runs against this
// API unchanged (decision 10), so these replay what it sends and check what it reads back.
let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let reader: Actor;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  reader = await newUser(seeded);
});
afterAll(() => seeded.database.close());

/** A photo-like JPEG as that client sends it: longest side 800 px, quality 0.7. */
async function clientAvatar(): Promise<string> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** What that client shows for an avatar: the value itself when it is image data, else a JPEG data URL of it. */
const shownByClient = (avatar: string) =>
  avatar.startsWith('data:image') ? avatar : `data:image/jpeg;base64,${avatar}`;

describe("the seeds' client (drill A)", () => {
  it('reads avatars it can show: a small data URL in the profile and beside comments', async () => {
    const avatarData = await clientAvatar();
    const upload = await api.send('PUT', '/api/users/avatar', {
      token: reader.token,
      body: { avatarData, userId: reader.id },
    });
    expect(upload.status).toBe(200);

    const post = await api.post(
      '/api/publicaciones',
      { titulo: 'Con comentarios', contenido: '<p>Opinad.</p>', estado: 'publicado', categorias: [1] },
      admin.token,
    );
    const comments = `/api/comentarios/publicacion/${post.body.id}`;
    expect((await api.post(comments, { contenido: 'Me sirvió.' }, reader.token)).status).toBe(201);

    const avatars = [
      (await api.get('/api/auth/user/', reader.token)).body.avatar,
      (await api.get(comments)).body[0]?.avatar,
    ];
    for (const avatar of avatars) {
      expect(avatar).toMatch(/^data:image\/webp;base64,/);
      const shown = shownByClient(avatar as string);
      const bytes = Buffer.from(shown.slice(shown.indexOf(',') + 1), 'base64');
      expect(bytes.length).toBeLessThanOrEqual(8 * 1024);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 96, height: 96 });
    }
  });

  it('keeps a post edited from HTML with a picture in its body and no cover (drill B/C)', async () => {
    const picture = `data:image/png;base64,${(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const created = await api.post(
      '/api/publicaciones',
      {
        titulo: 'Huerto escolar',
        contenido: '<p>Primera siembra.</p>',
        estado: 'publicado',
        categorias: [2],
      },
      admin.token,
    );
    const id = created.body.id as number;

    // Its edit: it reads the post, deletes it, then creates it again through the HTML variant, sending
    // the body's first <img> tag as the cover because the post has none.
    expect((await api.get(`/api/publicaciones/${id}`, admin.token)).status).toBe(200);
    expect((await api.del(`/api/publicaciones/${id}`, admin.token)).status).toBe(200);
    const imgTag = `<img src="${picture}" alt="Los brotes">`;
    const recreated = await api.post(
      '/api/publicaciones/from-html',
      {
        titulo: 'Huerto escolar',
        htmlContent: `<p>Primera siembra.</p><p>${imgTag}</p>`,
        resumen: 'Primera siembra del huerto.',
        estado: 'publicado',
        categorias: [2],
        Imagen_portada: imgTag,
      },
      admin.token,
    );
    expect(recreated.status).toBe(201);

    const stored = await api.get(`/api/publicaciones/${recreated.body.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body.Titulo).toBe('Huerto escolar');
    const coverId = stored.body.Imagen_destacada_ID as number;
    expect(stored.body.Imagen_portada).toBe(`http://localhost:3000/api/imagenes/${coverId}`);
    expect(stored.body.Contenido).toContain('alt="Los brotes"');
    const cover = await seeded.app.request(`/api/imagenes/${coverId}`);
    expect(cover.status).toBe(200);
    const size = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([40, 30]);
  });

  it("accepts the <img> tag of one of our own images as the cover, and refuses a tag of someone else's", async () => {
    const first = await api.post(
      '/api/publicaciones',
      {
        titulo: 'Portada reutilizada',
        contenido: '<p>Texto.</p>',
        categorias: [1],
        Imagen_portada: `data:image/png;base64,${(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a27' } })
            .png()
            .toBuffer()
        ).toString('base64')}`,
      },
      admin.token,
    );
    const coverId = first.body.Imagen_destacada_ID as number;
    const ours = await api.post(
      '/api/publicaciones/from-html',
      {
        titulo: 'Otra con la misma portada',
        htmlContent: '<p>Texto.</p>',
        categorias: [1],
        Imagen_portada: `<img alt='' src='http://localhost:3000/api/imagenes/${coverId}?w=800&amp;f=webp'>`,
      },
      admin.token,
    );
    expect(ours.status).toBe(201);
    expect(ours.body.Imagen_destacada_ID).toBe(coverId);

    const theirs = await api.post(
      '/api/publicaciones/from-html',
      {
        titulo: 'Portada ajena',
        htmlContent: '<p>Texto.</p>',
        categorias: [1],
        Imagen_portada: '<img src="https://otro.example/foto.png">',
      },
      admin.token,
    );
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors).toEqual([
      {
        field: 'Imagen_portada',
        msg: 'La portada debe ser una imagen subida (JPEG, PNG, WebP o GIF).',
        message: 'La portada debe ser una imagen subida (JPEG, PNG, WebP o GIF).',
      },
    ]);
  });
});
