import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicacionesImagenes } from '../../db/schema';
import { dataUrl, freshPicture } from '../../images/sample-images';
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

/** Uploads an image no other test stored (each upload is kept once per content) and answers it. */
async function upload(): Promise<{ id: number; url: string }> {
  const bytes = await freshPicture().png().toBuffer();
  const answer = await api.post('/api/imagenes', { imagen: dataUrl(bytes) }, admin.token);
  expect(answer.status).toBe(201);
  return answer.body as unknown as { id: number; url: string };
}

const post = (contenido: string, estado: 'publicado' | 'borrador') => ({
  titulo: 'Una imagen en el texto',
  contenido,
  estado,
  categorias: [2],
});

async function save(contenido: string, estado: 'publicado' | 'borrador', id?: number): Promise<number> {
  const answer =
    id === undefined
      ? await api.post('/api/publicaciones', post(contenido, estado), admin.token)
      : await api.put(`/api/publicaciones/${id}`, post(contenido, estado), admin.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(id === undefined ? 201 : 200);
  return answer.body.id as number;
}

const visitorStatus = async (imageId: number) => (await api.get(`/api/imagenes/${imageId}`)).status;
const superuserStatus = async (imageId: number) =>
  (await api.get(`/api/imagenes/${imageId}`, admin.token)).status;

async function recorded(postId: number): Promise<number[]> {
  const rows = await seeded.database.db
    .select({ id: publicacionesImagenes.imagenId })
    .from(publicacionesImagenes)
    .where(eq(publicacionesImagenes.publicacionId, postId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('images in post bodies', () => {
  it('are shown to visitors while the post is published, and hidden again when it is a draft', async () => {
    const image = await upload();
    expect(await visitorStatus(image.id)).toBe(404);
    // Absolute, as the upload answers it.
    const postId = await save(`<p>Mira:</p><p><img src="${image.url}" alt="esquema"></p>`, 'publicado');
    expect(await recorded(postId)).toEqual([image.id]);
    expect(await visitorStatus(image.id)).toBe(200);

    await save(`<p>Mira:</p><p><img src="${image.url}" alt="esquema"></p>`, 'borrador', postId);
    expect(await visitorStatus(image.id)).toBe(404);
    expect(await superuserStatus(image.id)).toBe(200);
  });

  it('are hidden in a draft from the start, and follow the body when it changes', async () => {
    const [first, second] = [await upload(), await upload()];
    // Root-relative, as a body pasted from the HTML mode may hold it.
    const postId = await save(`<p><img src="/api/imagenes/${first.id}"></p>`, 'borrador');
    expect(await recorded(postId)).toEqual([first.id]);
    expect(await visitorStatus(first.id)).toBe(404);

    await save(`<p><img src="/api/imagenes/${second.id}"></p>`, 'publicado', postId);
    expect(await recorded(postId)).toEqual([second.id]);
    expect(await visitorStatus(second.id)).toBe(200);
    expect(await visitorStatus(first.id)).toBe(404);
    expect(await superuserStatus(first.id)).toBe(200);
  });

  it('stay public while any published post shows them, even if a draft shows them too', async () => {
    const image = await upload();
    const body = `<p><img src="${image.url}"></p>`;
    const published = await save(body, 'publicado');
    const draft = await save(body, 'borrador');
    expect(await recorded(draft)).toEqual([image.id]);
    expect(await visitorStatus(image.id)).toBe(200);

    await api.del(`/api/publicaciones/${published}`, admin.token);
    expect(await visitorStatus(image.id)).toBe(404);
  });

  it('record only our own stored images, and lose their record when the post is deleted', async () => {
    const image = await upload();
    const postId = await save(
      `<p><img src="${image.url}"><img src="https://otro.example/api/imagenes/${image.id}">` +
        '<img src="/api/imagenes/999999"></p>',
      'publicado',
    );
    expect(await recorded(postId)).toEqual([image.id]);

    expect((await api.del(`/api/publicaciones/${postId}`, admin.token)).status).toBe(200);
    expect(await recorded(postId)).toEqual([]);
    expect(await visitorStatus(image.id)).toBe(404);
  });

  it('are served only to superusers while the post is a draft, its cover too: visitors and readers get 404', async () => {
    const [image, cover] = [await upload(), await upload()];
    const answer = await api.post(
      '/api/publicaciones',
      { ...post(`<p><img src="${image.url}"></p>`, 'borrador'), Imagen_portada: cover.url },
      admin.token,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.Imagen_destacada_ID).toBe(cover.id);
    for (const id of [image.id, cover.id]) {
      for (const token of [undefined, reader.token]) {
        const refused = await api.get(`/api/imagenes/${id}`, token);
        expect(refused.status).toBe(404);
        expect(refused.body.detail).toBe('No se encontró la imagen solicitada.');
      }
      expect(await superuserStatus(id)).toBe(200);
    }
  });
});
