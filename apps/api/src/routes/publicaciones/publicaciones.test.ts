import { postListWireSchema, postWireSchema } from '@pupitre/data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicaciones } from '../../db/schema';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp();
});
afterAll(() => seeded.database.close());

interface ErrorBody {
  detail: string;
  errors: { field: string; message: string; msg: string }[];
}

async function getJson(path: string) {
  const response = await seeded.app.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function getError(path: string) {
  const response = await seeded.app.request(path);
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

describe('GET /api/publicaciones', () => {
  it('answers the first page in the spec field names, newest first', async () => {
    const { status, body } = await getJson('/api/publicaciones?limite=5&offset=0');
    expect(status).toBe(200);
    const posts = postListWireSchema.parse(body);
    expect(posts).toHaveLength(5);
    const dates = posts.map((post) => Date.parse(post.Fecha_creacion));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const post of posts) {
      expect(post.estado).toBe('publicado');
      expect(post.Imagen_destacada_ID).toEqual(expect.any(Number));
      expect(post.Imagen_portada).toBe(`http://localhost:3000/api/imagenes/${post.Imagen_destacada_ID}`);
      expect(post.categorias.length).toBeGreaterThan(0);
    }
  });

  it('answers the next posts, with no overlap, for offset=5', async () => {
    const first = postListWireSchema.parse((await getJson('/api/publicaciones?limite=5&offset=0')).body);
    const second = postListWireSchema.parse((await getJson('/api/publicaciones?limite=5&offset=5')).body);
    expect(second).toHaveLength(5);
    const firstIds = new Set(first.map((post) => post.ID_publicaciones));
    expect(second.some((post) => firstIds.has(post.ID_publicaciones))).toBe(false);
    expect(Date.parse(second[0]?.Fecha_creacion ?? '')).toBeLessThanOrEqual(
      Date.parse(first[4]?.Fecha_creacion ?? ''),
    );
  });

  it('defaults to 10 posts', async () => {
    expect((await getJson('/api/publicaciones')).body).toHaveLength(10);
  });

  it('refuses a bad limite with a Spanish message per field', async () => {
    const { status, body } = await getError('/api/publicaciones?limite=abc');
    expect(status).toBe(400);
    expect(body.detail).toBe('Los datos enviados no son válidos.');
    expect(body.errors[0]?.field).toBe('limite');
  });

  it('never lists drafts to a visitor', async () => {
    const [target] = await seeded.database.db.select({ id: publicaciones.id }).from(publicaciones).limit(1);
    await seeded.database.db
      .update(publicaciones)
      .set({ estado: 'borrador' })
      .where(eq(publicaciones.id, target?.id ?? 0));
    const all = postListWireSchema.parse((await getJson('/api/publicaciones?limite=200')).body);
    expect(all.some((post) => post.ID_publicaciones === target?.id)).toBe(false);
    expect((await getJson('/api/publicaciones?estado=borrador')).body).toEqual([]);
    expect((await getJson(`/api/publicaciones/${target?.id}`)).status).toBe(404);
    await seeded.database.db
      .update(publicaciones)
      .set({ estado: 'publicado' })
      .where(eq(publicaciones.id, target?.id ?? 0));
  });
});

describe('GET /api/publicaciones/{id}', () => {
  it('answers one post with its HTML body and categories', async () => {
    const [first] = postListWireSchema.parse((await getJson('/api/publicaciones?limite=1')).body);
    const { status, body } = await getJson(`/api/publicaciones/${first?.ID_publicaciones}`);
    expect(status).toBe(200);
    const post = postWireSchema.parse(body);
    expect(post.Titulo).toBe(first?.Titulo);
    expect(post.Contenido).toContain('<h2');
    expect(post.categorias[0]).toEqual({
      ID_categoria: expect.any(Number),
      Nombre_categoria: expect.any(String),
    });
  });

  it('answers 404 in Spanish for a post that does not exist', async () => {
    const { status, body } = await getJson('/api/publicaciones/999999');
    expect(status).toBe(404);
    expect(body).toEqual({
      detail: 'No se encontró la publicación solicitada.',
      request_id: expect.any(String),
    });
  });

  it('answers 400 for an id that is not a number', async () => {
    const { status, body } = await getError('/api/publicaciones/abc');
    expect(status).toBe(400);
    expect(body.detail).toBe('ID de publicación no válido');
  });
});
