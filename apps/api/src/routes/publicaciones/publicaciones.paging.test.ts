import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicaciones, publicacionesCategorias } from '../../db/schema';
import { client } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;

const PUBLISHED = 45;
const DRAFTS = 8;

beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  // Written in SQL: runs of posts at the very same instant and instants a microsecond apart, drafts among
  // them; each post in one of three categories, every fourth in category 6 as well.
  const rows = Array.from({ length: PUBLISHED + DRAFTS }, (_, index) => ({
    titulo: `Publicación ${index}`,
    contenido: `<p>Texto ${index}</p>`,
    estado: index % 7 === 3 && index < 7 * DRAFTS ? ('borrador' as const) : ('publicado' as const),
    fechaCreacion: sql`timestamptz '2026-03-01 10:00:00.000000+00' + ${(index * 7) % 5} * interval '1 microsecond'`,
  }));
  const posts = await seeded.database.db
    .insert(publicaciones)
    .values(rows)
    .returning({ id: publicaciones.id });
  await seeded.database.db
    .insert(publicacionesCategorias)
    .values(
      posts.flatMap(({ id }, index) => [
        { publicacionId: id, categoriaId: 1 + (index % 3) },
        ...(index % 4 === 0 ? [{ publicacionId: id, categoriaId: 6, posicion: 1 }] : []),
      ]),
    );
  await seeded.cache.changes.settled();
});
afterAll(() => seeded.database.close());

/** Published posts newest first, as the database orders them (time, then id), in any of `categories`. */
async function newestFirst(categories?: readonly number[]): Promise<number[]> {
  const inCategories = categories
    ? inArray(
        publicaciones.id,
        seeded.database.db
          .select({ id: publicacionesCategorias.publicacionId })
          .from(publicacionesCategorias)
          .where(inArray(publicacionesCategorias.categoriaId, [...categories])),
      )
    : undefined;
  const rows = await seeded.database.db
    .select({ id: publicaciones.id })
    .from(publicaciones)
    .where(and(eq(publicaciones.estado, 'publicado'), inCategories))
    .orderBy(desc(publicaciones.fechaCreacion), desc(publicaciones.id));
  return rows.map((row) => row.id);
}

const ids = (body: unknown) => (body as { ID_publicaciones: number }[]).map((post) => post.ID_publicaciones);

/** Follows X-Next-Cursor to the end, checking that the Link header names the same next page. */
async function walk(first: string): Promise<number[][]> {
  const pages: number[][] = [];
  let next = first;
  for (;;) {
    const answer = await api.get(next);
    expect(answer.status).toBe(200);
    pages.push(ids(answer.body));
    const cursor = answer.headers.get('x-next-cursor');
    const link = answer.headers.get('link');
    if (!cursor) {
      expect(link).toBeNull();
      return pages;
    }
    const linked = /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1] ?? '';
    expect(new URL(linked, 'http://x').searchParams.get('cursor')).toBe(cursor);
    next = linked;
  }
}

const lists = [
  { name: 'the published list', path: '/api/publicaciones', categories: undefined },
  { name: 'the latest', path: '/api/publicaciones/latest', categories: undefined },
  { name: 'a category', path: '/api/categorias/1/publicaciones', categories: [1] },
  { name: 'several categories', path: '/api/publicaciones/search/tags?categorias=1,6', categories: [1, 6] },
] as const;

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

describe('the public lists, a page at a time by cursor', () => {
  it.each(lists)(
    'cover $name: every published post exactly once, newest first, posts of the same instant included, drafts never',
    async ({ path, categories }) => {
      const expected = await newestFirst(categories);
      const pages = await walk(withQuery(path, 'limite=4'));
      expect(pages.slice(0, -1).every((page) => page.length === 4)).toBe(true);
      expect(pages.flat()).toEqual(expected);
    },
  );

  it.each(lists)(
    'answer $name by limite and offset as before: each page a slice of that order, the cursor’s page too',
    async ({ path, categories }) => {
      const expected = await newestFirst(categories);
      const byCursor = await walk(withQuery(path, 'limite=4'));
      for (let offset = 0; offset <= expected.length; offset += 4) {
        const page = await api.get(withQuery(path, `limite=4&offset=${offset}`));
        expect(ids(page.body)).toEqual(expected.slice(offset, offset + 4));
        expect(ids(page.body)).toEqual(byCursor[offset / 4] ?? []);
      }
    },
  );

  it('never list a draft, whose links carry its state: publishing one puts it in its category, in place', async () => {
    const [draft] = await seeded.database.db
      .select({ id: publicaciones.id })
      .from(publicaciones)
      .where(eq(publicaciones.estado, 'borrador'))
      .limit(1);
    const id = draft?.id ?? 0;
    expect((await walk('/api/categorias/1/publicaciones?limite=50')).flat()).not.toContain(id);
    await seeded.database.db
      .update(publicaciones)
      .set({ estado: 'publicado' })
      .where(eq(publicaciones.id, id));
    await seeded.cache.changes.settled();
    const [category] = await seeded.database.db
      .select({ id: publicacionesCategorias.categoriaId })
      .from(publicacionesCategorias)
      .where(eq(publicacionesCategorias.publicacionId, id));
    const path = `/api/categorias/${category?.id}/publicaciones?limite=4`;
    expect((await walk(path)).flat()).toEqual(await newestFirst([category?.id ?? 0]));
    await seeded.database.db
      .update(publicaciones)
      .set({ estado: 'borrador' })
      .where(eq(publicaciones.id, id));
    await seeded.cache.changes.settled();
    expect((await walk(path)).flat()).not.toContain(id);
  });

  it('bound offset at 10,000: past it a Spanish 400 naming `offset`, at it an empty page', async () => {
    const message =
      'El desplazamiento debe ser un número entero entre 0 y 10000; más allá, sigue el cursor de la página (X-Next-Cursor)';
    for (const { path } of lists) {
      const refused = await api.get(withQuery(path, 'offset=10001'));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'offset', message, msg: message }]);
      const deepest = await api.get(withQuery(path, 'offset=10000'));
      expect(deepest.status).toBe(200);
      expect(deepest.body).toEqual([]);
    }
    expect((await api.get('/api/publicaciones/search?term=texto&offset=10001')).status).toBe(400);
  });

  it('refuse a cursor they did not write, or one of a search, in Spanish', async () => {
    const message = 'El cursor de publicaciones no es válido';
    const listCursor = (await api.get('/api/publicaciones?limite=2')).headers.get('x-next-cursor') ?? '';
    const forged = [
      'abc',
      Buffer.from('2026-02-30T10:00:00.000000Z~1').toString('base64url'),
      Buffer.from("2026-03-01T10:00:00.000000Z~1' OR 1=1").toString('base64url'),
      `x.${listCursor}`,
      'A'.repeat(65),
    ];
    for (const cursor of forged) {
      for (const { path } of lists) {
        const answer = await api.get(withQuery(path, `cursor=${cursor}`));
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([{ field: 'cursor', message, msg: message }]);
      }
    }
    // A list's cursor names no band of a search, and a search's is no place in a list.
    expect((await api.get(`/api/publicaciones/search?term=texto&cursor=${listCursor}`)).status).toBe(400);
    const searchCursor =
      (await api.get('/api/publicaciones/search?term=texto&limite=2')).headers.get('x-next-cursor') ?? '';
    expect(searchCursor).not.toBe('');
    expect((await api.get(`/api/publicaciones?cursor=${searchCursor}`)).status).toBe(400);
  });

  it('name the next page with the same limit and filters', async () => {
    const tags = await api.get('/api/publicaciones/search/tags?categorias=6,1&limite=3');
    expect(tags.headers.get('link')).toMatch(
      /^<\/api\/publicaciones\/search\/tags\?categorias=6%2C1&limite=3&cursor=[^>]+>; rel="next"$/,
    );
    const category = await api.get('/api/categorias/2/publicaciones?limite=3&offset=3');
    expect(category.headers.get('link')).toMatch(/^<\/api\/categorias\/2\/publicaciones\?limite=3&cursor=/);
    const last = await api.get('/api/publicaciones?limite=200');
    expect(last.headers.get('x-next-cursor')).toBeNull();
    expect(last.headers.get('link')).toBeNull();
  });

  it('are documented in the OpenAPI contract: cursor, and the next page’s headers', async () => {
    type Operation = { parameters: { name: string }[]; responses: Record<string, { headers?: object }> };
    const document = (await api.get('/api/openapi.json')).body as unknown as {
      paths: Record<string, { get: Operation }>;
    };
    for (const path of [
      '/api/publicaciones',
      '/api/publicaciones/latest',
      '/api/publicaciones/search',
      '/api/publicaciones/search/tags',
      '/api/categorias/{id}/publicaciones',
    ]) {
      const list = document.paths[path]?.get;
      expect(list?.parameters.map((parameter) => parameter.name)).toContain('cursor');
      expect(Object.keys(list?.responses['200']?.headers ?? {})).toEqual(['X-Next-Cursor', 'Link']);
    }
  });
});
