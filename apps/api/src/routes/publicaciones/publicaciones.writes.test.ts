import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comentarios, publicaciones } from '../../db/schema';
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

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const draft = {
  titulo: 'Guía de lectura en voz alta',
  contenido: '<h2>Leer juntos</h2><p>Ideas para <strong>leer</strong> en grupo.</p><script>alert(1)</script>',
  estado: 'publicado',
  categorias: [2, 7],
  Imagen_portada: PNG_1X1,
};

async function postCount() {
  return (await seeded.database.db.select({ n: count() }).from(publicaciones))[0]?.n ?? 0;
}

describe('creating posts', () => {
  it('is refused to visitors (401) and to users (403), and stores nothing', async () => {
    const before = await postCount();
    expect((await api.post('/api/publicaciones', draft)).status).toBe(401);
    const forbidden = await api.post('/api/publicaciones', draft, reader.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.detail).toBe('No tienes permiso para realizar esta acción.');
    expect(await postCount()).toBe(before);
  });

  it('lets a superuser publish: HTML sanitised, cover stored as an image, categories in order', async () => {
    const answer = await api.post('/api/publicaciones', draft, admin.token);
    expect(answer.status).toBe(201);
    expect(answer.body.detail).toBe('¡Post publicado correctamente!');
    expect(answer.body.Contenido).toBe(
      '<h2>Leer juntos</h2><p>Ideas para <strong>leer</strong> en grupo.</p>',
    );
    expect(answer.body.Imagen_destacada_ID).toEqual(expect.any(Number));
    expect(answer.body.Imagen_portada).toBe(
      `http://localhost:3000/api/imagenes/${answer.body.Imagen_destacada_ID}`,
    );
    expect(answer.body.Resumen).toBe('Guía de lectura en voz alta');
    expect((answer.body.categorias as { ID_categoria: number }[]).map((c) => c.ID_categoria)).toEqual([2, 7]);
    const read = await api.get(`/api/publicaciones/${answer.body.id}`);
    expect(read.body.Titulo).toBe(draft.titulo);
  });

  it('accepts htmlContent instead of contenido', async () => {
    const { contenido: _, ...rest } = draft;
    const answer = await api.post(
      '/api/publicaciones',
      { ...rest, htmlContent: '<p>Desde el modo HTML</p>' },
      admin.token,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.Contenido).toBe('<p>Desde el modo HTML</p>');
  });

  it.each([
    [{ titulo: '' }, 'titulo', 'El título es requerido'],
    [{ contenido: '   ' }, 'contenido', 'El contenido es requerido'],
    [{ categorias: [] }, 'categorias', 'Selecciona al menos una categoría'],
    [{ resumen: 'x'.repeat(501) }, 'resumen', 'El resumen no puede tener más de 500 caracteres'],
    [{ estado: 'archivado' }, 'estado', 'El estado debe ser publicado o borrador'],
  ])('refuses %o with a Spanish message on %s', async (change, field, message) => {
    const before = await postCount();
    const answer = await api.post('/api/publicaciones', { ...draft, ...change }, admin.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ field, message, msg: message });
    expect(await postCount()).toBe(before);
  });

  it('refuses unknown categories, content that is only unsafe HTML and bad covers, storing nothing', async () => {
    const before = await postCount();
    const unknown = await api.post('/api/publicaciones', { ...draft, categorias: [2, 99] }, admin.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe('Alguna de las categorías seleccionadas no existe.');
    const onlyScript = await api.post(
      '/api/publicaciones',
      { ...draft, contenido: '<script>x()</script>' },
      admin.token,
    );
    expect(onlyScript.body.detail).toBe('El contenido HTML esta vacio o solo contiene espacios');
    const text = await api.post(
      '/api/publicaciones',
      { ...draft, Imagen_portada: 'data:image/png;base64,aGVsbG8=' },
      admin.token,
    );
    expect(text.status).toBe(400);
    expect(await postCount()).toBe(before);
  });
});

describe('drafts', () => {
  it('never reach visitors or users: not by list, search, category, tags or id; superusers see them', async () => {
    const created = await api.post(
      '/api/publicaciones',
      { ...draft, titulo: 'Borrador secreto zanahoria', estado: 'borrador', categorias: [5] },
      admin.token,
    );
    const id = created.body.id as number;
    for (const token of [undefined, reader.token]) {
      const ids = (list: unknown) =>
        (list as { ID_publicaciones: number }[]).map((post) => post.ID_publicaciones);
      expect(ids((await api.get('/api/publicaciones?limite=200', token)).body)).not.toContain(id);
      expect(ids((await api.get('/api/publicaciones/search?term=zanahoria', token)).body)).not.toContain(id);
      expect(ids((await api.get('/api/categorias/5/publicaciones?limite=200', token)).body)).not.toContain(
        id,
      );
      expect(ids((await api.get('/api/publicaciones/search/tags?categorias=5', token)).body)).not.toContain(
        id,
      );
      expect((await api.get(`/api/publicaciones/${id}`, token)).status).toBe(404);
      expect((await api.get(`/api/comentarios/publicacion/${id}`, token)).status).toBe(404);
    }
    expect((await api.get(`/api/publicaciones/${id}`, admin.token)).body.estado).toBe('borrador');
    const all = (await api.get('/api/publicaciones/all', admin.token)).body as unknown as {
      ID_publicaciones: number;
    }[];
    expect(all.map((post) => post.ID_publicaciones)).toContain(id);
  });

  it('the all-posts list is superuser-only', async () => {
    expect((await api.get('/api/publicaciones/all')).status).toBe(401);
    expect((await api.get('/api/publicaciones/all', reader.token)).status).toBe(403);
  });
});

describe('updating and deleting posts', () => {
  it('updates in place: same id, comments kept, cover kept when sent back as its URL', async () => {
    const created = await api.post('/api/publicaciones', draft, admin.token);
    const id = created.body.id as number;
    await api.post(`/api/comentarios/publicacion/${id}`, { contenido: 'Me sirvió mucho' }, reader.token);
    const answer = await api.put(
      `/api/publicaciones/${id}`,
      { ...draft, titulo: 'Título corregido', Imagen_portada: created.body.Imagen_portada },
      admin.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ID_publicaciones: id,
      Titulo: 'Título corregido',
      detail: '¡Post actualizado correctamente!',
    });
    expect(answer.body.Imagen_portada).toBe(created.body.Imagen_portada);
    expect((await api.get(`/api/comentarios/publicacion/${id}`)).body).toHaveLength(1);
  });

  it('refuses updates and deletes to visitors and users, and answers 404 for missing posts', async () => {
    const created = await api.post('/api/publicaciones', draft, admin.token);
    const id = created.body.id as number;
    expect((await api.put(`/api/publicaciones/${id}`, draft)).status).toBe(401);
    expect((await api.put(`/api/publicaciones/${id}`, draft, reader.token)).status).toBe(403);
    expect((await api.del(`/api/publicaciones/${id}`, reader.token)).status).toBe(403);
    expect((await api.put('/api/publicaciones/999999', draft, admin.token)).status).toBe(404);
    expect((await api.del('/api/publicaciones/999999', admin.token)).status).toBe(404);
    expect((await api.get(`/api/publicaciones/${id}`)).body.Titulo).toBe(draft.titulo);
  });

  it('deletes a post with its comments', async () => {
    const created = await api.post('/api/publicaciones', draft, admin.token);
    const id = created.body.id as number;
    await api.post(`/api/comentarios/publicacion/${id}`, { contenido: 'Hola' }, reader.token);
    const answer = await api.del(`/api/publicaciones/${id}`, admin.token);
    expect(answer.body).toEqual({ detail: 'Publicacion eliminada correctamente' });
    expect((await api.get(`/api/publicaciones/${id}`)).status).toBe(404);
    const left = await seeded.database.db.select().from(comentarios).where(eq(comentarios.publicacionId, id));
    expect(left).toHaveLength(0);
  });
});

describe('search and other reads', () => {
  it('finds posts in Spanish ignoring accents, title matches first', async () => {
    const answer = await api.get('/api/publicaciones/search?term=tecnica%20pomodoro');
    const titles = (answer.body as unknown as { Titulo: string }[]).map((post) => post.Titulo);
    expect(titles[0]).toBe('La técnica Pomodoro, bien aplicada');
    const plural = await api.get('/api/publicaciones/search?term=rubricas');
    expect((plural.body as unknown as { Titulo: string }[])[0]?.Titulo).toBe(
      'Rúbricas claras, criterios compartidos',
    );
    expect((await api.get('/api/publicaciones/search?term=%20%20')).body).toEqual([]);
  });

  it('pages search results with limite and offset', async () => {
    const all = (await api.get('/api/publicaciones/search?term=estudio&limite=50')).body as unknown[];
    const second = (await api.get('/api/publicaciones/search?term=estudio&limite=2&offset=2')).body;
    expect(second).toEqual(all.slice(2, 4));
  });

  it('filters by several categories and answers the latest posts', async () => {
    const tagged = (await api.get('/api/publicaciones/search/tags?categorias=1,6&limite=50'))
      .body as unknown as {
      categorias: { ID_categoria: number }[];
    }[];
    expect(tagged.length).toBeGreaterThan(0);
    for (const post of tagged) {
      expect(post.categorias.some((category) => [1, 6].includes(category.ID_categoria))).toBe(true);
    }
    expect((await api.get('/api/publicaciones/latest?limite=3')).body).toHaveLength(3);
  });

  it('counts posts per category for superusers only', async () => {
    const counts = await api.get('/api/publicaciones/estadisticas/categorias', admin.token);
    expect(counts.body).toHaveLength(7);
    expect((counts.body as unknown as { total: number }[]).every((row) => row.total >= 1)).toBe(true);
    expect((await api.get('/api/publicaciones/estadisticas/categorias', reader.token)).status).toBe(403);
  });

  it("answers the current user's published posts (page size 20)", async () => {
    const mine = await api.get('/api/publicaciones/mias', admin.token);
    expect((mine.body as unknown[]).length).toBe(20);
    expect((await api.get('/api/publicaciones/mias', reader.token)).body).toEqual([]);
    expect((await api.get('/api/publicaciones/mias')).status).toBe(401);
  });
});
