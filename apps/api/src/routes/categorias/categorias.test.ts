import { CATEGORIES, categoryWireSchema, postListWireSchema } from '@pupitre/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp();
});
afterAll(() => seeded.database.close());

describe('GET /api/categorias', () => {
  it('answers the 7 categories with the spec ids and names', async () => {
    const response = await seeded.app.request('/api/categorias');
    expect(response.status).toBe(200);
    const categories = categoryWireSchema.array().parse(await response.json());
    expect(categories.map((category) => [category.ID_categoria, category.Nombre_categoria])).toEqual([
      [1, 'Noticias'],
      [2, 'Técnicas de Estudio'],
      [3, 'Problemáticas en el Estudio'],
      [4, 'Educación de Calidad'],
      [5, 'Herramientas Tecnológicas'],
      [6, 'Desarrollo Profesional Docente'],
      [7, 'Comunidad y Colaboración'],
    ]);
    expect(categories.map((category) => category.color)).toEqual(
      CATEGORIES.map((category) => category.color),
    );
  });
});

describe('GET /api/categorias/{id}/publicaciones', () => {
  it('answers only posts of that category', async () => {
    const response = await seeded.app.request('/api/categorias/2/publicaciones');
    expect(response.status).toBe(200);
    const posts = postListWireSchema.parse(await response.json());
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts) {
      expect(post.categorias.map((category) => category.ID_categoria)).toContain(2);
    }
  });

  it('pages with limite and offset', async () => {
    const all = postListWireSchema.parse(
      await (await seeded.app.request('/api/categorias/2/publicaciones')).json(),
    );
    const page = postListWireSchema.parse(
      await (await seeded.app.request('/api/categorias/2/publicaciones?limite=2&offset=1')).json(),
    );
    expect(page.map((post) => post.ID_publicaciones)).toEqual(
      all.slice(1, 3).map((post) => post.ID_publicaciones),
    );
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await seeded.app.request('/api/categorias/99/publicaciones');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      detail: 'Categoria no encontrada.',
      request_id: expect.any(String),
    });
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const response = await seeded.app.request('/api/nada');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      detail: 'Recurso no encontrado.',
      request_id: expect.any(String),
    });
  });
});
