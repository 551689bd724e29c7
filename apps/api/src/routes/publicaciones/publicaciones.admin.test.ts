import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comentarios, publicaciones } from '../../db/schema';
import { type Actor, ADMIN, client, login, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

// An app without the demo content, so every count below is exact.
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

const ORIGIN = 'http://localhost:3000';
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Used only as a draft's cover, so nothing else makes it public. */
const DRAFT_COVER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMQMgkDAAD4AJ3MaiF4AAAAAElFTkSuQmCC';
const GIF_1X1 = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

type Answer = Record<string, unknown>;

async function createPost(fields: Record<string, unknown>): Promise<Answer> {
  const answer = await api.post(
    '/api/publicaciones',
    { titulo: 'Sin título', contenido: '<p>Texto</p>', categorias: [1], ...fields },
    admin.token,
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

const ids = (list: unknown) => (list as { ID_publicaciones: number }[]).map((post) => post.ID_publicaciones);

describe('POST /api/publicaciones/from-html', () => {
  it('creates from the HTML variant like the standard create, sanitised the same way', async () => {
    const answer = await api.post(
      '/api/publicaciones/from-html',
      {
        titulo: 'Escrito en HTML',
        htmlContent: '<h2>Plan</h2><p onclick="x()">Paso <em>uno</em></p><script>alert(1)</script>',
        resumen: 'Un plan en HTML',
        estado: 'borrador',
        categorias: [3, 1],
        Imagen_portada: PNG_1X1,
      },
      admin.token,
    );
    expect(answer.status).toBe(201);
    const id = answer.body.id as number;
    expect(answer.body).toMatchObject({
      id,
      ID_publicaciones: id,
      detail: '¡Post publicado correctamente!',
      Titulo: 'Escrito en HTML',
      Contenido: '<h2>Plan</h2><p>Paso <em>uno</em></p>',
      Resumen: 'Un plan en HTML',
      estado: 'borrador',
      Estado: 'borrador',
      categorias: [
        { ID_categoria: 3, Nombre_categoria: 'Problemáticas en el Estudio' },
        { ID_categoria: 1, Nombre_categoria: 'Noticias' },
      ],
    });
    expect(answer.body.Imagen_portada).toBe(`${ORIGIN}/api/imagenes/${answer.body.Imagen_destacada_ID}`);
  });

  it('is for superusers only and checks the payload like the standard create', async () => {
    const body = { titulo: 'X', htmlContent: '<p>Y</p>', categorias: [1] };
    expect((await api.post('/api/publicaciones/from-html', body)).status).toBe(401);
    expect((await api.post('/api/publicaciones/from-html', body, reader.token)).status).toBe(403);
    const empty = await api.post('/api/publicaciones/from-html', { ...body, htmlContent: ' ' }, admin.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'contenido', msg: 'El contenido es requerido', message: 'El contenido es requerido' },
    ]);
  });
});

describe('admin reads', () => {
  it('carry Estado beside estado and Fecha_modificacion, the time of the last update', async () => {
    const created = await createPost({ titulo: 'Para el panel', estado: 'borrador' });
    const id = created.id as number;
    expect(created.Fecha_modificacion).toBe(created.Fecha_creacion);
    const updated = await api.put(
      `/api/publicaciones/${id}`,
      { titulo: 'Para el panel', contenido: '<p>Otro</p>', categorias: [1], estado: 'publicado' },
      admin.token,
    );
    const modified = updated.body.Fecha_modificacion as string;
    expect(modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(modified)).toBeGreaterThanOrEqual(Date.parse(created.Fecha_creacion as string));
    const one = await api.get(`/api/publicaciones/${id}`, admin.token);
    expect(one.body).toMatchObject({
      estado: 'publicado',
      Estado: 'publicado',
      Fecha_modificacion: modified,
    });
    const all = (await api.get('/api/publicaciones/all', admin.token)).body as unknown as Answer[];
    expect(all.find((post) => post.ID_publicaciones === id)).toMatchObject({
      Estado: 'publicado',
      Fecha_modificacion: modified,
    });
  });
});

describe('image links', () => {
  it('are absolute on PUBLIC_URL for covers, user avatars and comment avatars', async () => {
    const created = await createPost({ titulo: 'Con portada', estado: 'publicado', Imagen_portada: GIF_1X1 });
    const coverId = created.Imagen_destacada_ID as number;
    expect(coverId).toEqual(expect.any(Number));
    expect(created.Imagen_portada).toBe(`${ORIGIN}/api/imagenes/${coverId}`);
    const listed = (await api.get('/api/publicaciones?limite=50')).body as unknown as Answer[];
    expect(listed.find((post) => post.ID_publicaciones === created.id)).toMatchObject({
      Imagen_portada: `${ORIGIN}/api/imagenes/${coverId}`,
      Imagen_destacada_ID: coverId,
    });
    const avatar = await api.put(
      '/api/users/avatar',
      { avatarData: PNG_1X1, userId: reader.id },
      reader.token,
    );
    const avatarLink = avatar.body.avatar_url as string;
    expect(avatarLink).toMatch(/^http:\/\/localhost:3000\/api\/imagenes\/\d+$/);
    expect((await api.get('/api/auth/user/', reader.token)).body.avatar_url).toBe(avatarLink);
    const comment = await api.post(
      `/api/comentarios/publicacion/${created.id}`,
      { contenido: 'Gracias' },
      reader.token,
    );
    expect(comment.body.avatar_url).toBe(avatarLink);
    expect((await api.get(`/api/comentarios/publicacion/${created.id}`)).body[0]?.avatar_url).toBe(
      avatarLink,
    );
  });

  it('are accepted back on update, keeping the same cover', async () => {
    const created = await createPost({ titulo: 'Portada devuelta', Imagen_portada: GIF_1X1 });
    const answer = await api.put(
      `/api/publicaciones/${created.id}`,
      {
        titulo: 'Portada devuelta',
        contenido: '<p>Texto</p>',
        categorias: [1],
        Imagen_portada: created.Imagen_portada,
      },
      admin.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.Imagen_destacada_ID).toBe(created.Imagen_destacada_ID);
  });
});

describe('GET /api/publicaciones/estadisticas/categorias', () => {
  type Row = { ID_categoria: number; Nombre_categoria: string; total: number };
  const counts = async () =>
    (await api.get('/api/publicaciones/estadisticas/categorias', admin.token)).body as unknown as Row[];
  const sum = (rows: Row[]) => rows.reduce((total, row) => total + row.total, 0);
  const allPosts = async () =>
    (await api.get('/api/publicaciones/all?limite=200', admin.token)).body as unknown as unknown[];

  it('counts each post once, in its first category, drafts included, in id order', async () => {
    const before = await counts();
    const totalOf = (id: number) => before.find((row) => row.ID_categoria === id)?.total ?? 0;
    await createPost({ titulo: 'A', categorias: [6, 7], estado: 'publicado' });
    await createPost({ titulo: 'B', categorias: [7], estado: 'borrador' });
    await createPost({ titulo: 'C', categorias: [5, 2], estado: 'borrador' });
    const after = await api.get('/api/publicaciones/estadisticas/categorias', admin.token);
    expect(after.status).toBe(200);
    expect(after.body).toEqual([
      { ID_categoria: 1, Nombre_categoria: 'Noticias', total: totalOf(1) },
      { ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio', total: totalOf(2) },
      { ID_categoria: 3, Nombre_categoria: 'Problemáticas en el Estudio', total: totalOf(3) },
      { ID_categoria: 4, Nombre_categoria: 'Educación de Calidad', total: totalOf(4) },
      { ID_categoria: 5, Nombre_categoria: 'Herramientas Tecnológicas', total: totalOf(5) + 1 },
      { ID_categoria: 6, Nombre_categoria: 'Desarrollo Profesional Docente', total: totalOf(6) + 1 },
      { ID_categoria: 7, Nombre_categoria: 'Comunidad y Colaboración', total: totalOf(7) + 1 },
    ]);
  });

  it('adds up to the number of posts the panel lists, drafts and posts of several categories alike', async () => {
    await createPost({ titulo: 'Dos categorías', categorias: [3, 4], estado: 'publicado' });
    await createPost({ titulo: 'Un borrador', categorias: [4], estado: 'borrador' });
    expect(sum(await counts())).toBe((await allPosts()).length);
  });
});

describe('DELETE /api/publicaciones/{id}', () => {
  it('removes the post and all its comments, leaving other posts’ comments alone', async () => {
    const doomed = await createPost({ titulo: 'Se va', estado: 'publicado' });
    const kept = await createPost({ titulo: 'Se queda', estado: 'publicado' });
    for (const text of ['Uno', 'Dos']) {
      await api.post(`/api/comentarios/publicacion/${doomed.id}`, { contenido: text }, reader.token);
    }
    await api.post(`/api/comentarios/publicacion/${kept.id}`, { contenido: 'Tres' }, reader.token);
    const commentsOf = async (postId: unknown) =>
      (
        await seeded.database.db
          .select({ n: count() })
          .from(comentarios)
          .where(eq(comentarios.publicacionId, postId as number))
      )[0]?.n;
    expect(await commentsOf(doomed.id)).toBe(2);
    const answer = await api.del(`/api/publicaciones/${doomed.id}`, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ detail: 'Publicacion eliminada correctamente' });
    expect(await commentsOf(doomed.id)).toBe(0);
    expect(await commentsOf(kept.id)).toBe(1);
    const rows = await seeded.database.db
      .select()
      .from(publicaciones)
      .where(eq(publicaciones.id, doomed.id as number));
    expect(rows).toEqual([]);
  });
});

describe('drafts', () => {
  it('stay hidden from visitors and users on every read path, cover image included', async () => {
    const published = await createPost({ titulo: 'Publicada nabo', estado: 'publicado', categorias: [4] });
    const draft = await createPost({
      titulo: 'Borrador nabo',
      estado: 'borrador',
      categorias: [4],
      Imagen_portada: DRAFT_COVER,
    });
    const coverPath = new URL(draft.Imagen_portada as string).pathname;
    for (const token of [undefined, reader.token]) {
      const lists = [
        '/api/publicaciones?limite=200',
        '/api/publicaciones?estado=borrador',
        '/api/publicaciones/latest?limite=200',
        '/api/publicaciones/search?term=nabo',
        '/api/publicaciones/search/tags?categorias=4&limite=200',
        '/api/categorias/4/publicaciones?limite=200',
      ];
      for (const path of lists) {
        const answer = await api.get(path, token);
        expect(answer.status).toBe(200);
        expect(ids(answer.body)).not.toContain(draft.id);
        if (!path.includes('borrador')) expect(ids(answer.body)).toContain(published.id);
      }
      const single = await api.get(`/api/publicaciones/${draft.id}`, token);
      expect(single.status).toBe(404);
      expect(single.body.detail).toBe('No se encontró la publicación solicitada.');
      expect((await api.get(`/api/comentarios/publicacion/${draft.id}`, token)).status).toBe(404);
      const cover = await api.get(coverPath, token);
      expect(cover.status).toBe(404);
      expect(cover.body.detail).toBe('No se encontró la imagen solicitada.');
    }
    expect((await api.get('/api/publicaciones/mias', admin.token)).body).not.toContainEqual(
      expect.objectContaining({ ID_publicaciones: draft.id }),
    );
    const adminCover = await seeded.app.request(coverPath, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(adminCover.status).toBe(200);
    expect(adminCover.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect((await api.get(`/api/publicaciones/${draft.id}`, admin.token)).body.Estado).toBe('borrador');
  });

  it('a cover that a published post also uses stays public', async () => {
    const shared = await createPost({ titulo: 'Pública', estado: 'publicado', Imagen_portada: GIF_1X1 });
    await createPost({ titulo: 'Borrador con la misma', estado: 'borrador', Imagen_portada: GIF_1X1 });
    const cover = await seeded.app.request(new URL(shared.Imagen_portada as string).pathname);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
