import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicaciones, publicacionesCategorias } from '../../db/schema';
import { type Actor, ADMIN, client, login, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

// An app without the demo content, filled in SQL: every figure below is exact.
let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let reader: Actor;

/** What the test wrote of each post, to work out every expected order and filter on its own. */
interface Seeded {
  id: number;
  title: string;
  /** Seconds after the base instant, and microseconds after that: runs of posts share an instant. */
  second: number;
  micro: number;
  draft: boolean;
  categories: number[];
  /** The word the search tests look for, in the title, the summary or the body. */
  sunflower: boolean;
}

const TOTAL = 230;
const TITLES = ['Árbol', 'arbol', 'Zanahoria', 'éxito', 'Ñandú', 'mapa', 'Mapa', '10 ideas'];
let posts: Seeded[] = [];

beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  reader = await newUser(seeded);
  const plan = Array.from({ length: TOTAL }, (_, index) => ({
    title: `${TITLES[index % TITLES.length]} ${index % 5}${index % 10 === 0 ? ' girasol' : ''}`,
    // Three posts a second, two of them at the very same microsecond.
    second: Math.floor(index / 3),
    micro: index % 3 === 2 ? 1 : 0,
    draft: index % 4 === 0,
    categories: index % 3 === 0 ? [(index % 7) + 1, ((index + 3) % 7) + 1] : [(index % 7) + 1],
    summary: index % 6 === 0 ? null : `Resumen ${index}${index % 10 === 5 ? ' con girasoles' : ''}`,
    body: index % 10 === 7 ? '<p>Un campo de <em>girasoles</em>.</p>' : `<p>Texto ${index}</p>`,
  }));
  const rows = await seeded.database.db
    .insert(publicaciones)
    .values(
      plan.map((post) => ({
        titulo: post.title,
        resumen: post.summary,
        contenido: post.body,
        estado: post.draft ? ('borrador' as const) : ('publicado' as const),
        fechaCreacion: sql`timestamptz '2026-03-01 10:00:00+00' + ${post.second} * interval '1 second' + ${post.micro} * interval '1 microsecond'`,
      })),
    )
    .returning({ id: publicaciones.id });
  await seeded.database.db.insert(publicacionesCategorias).values(
    plan.flatMap((post, index) =>
      post.categories.map((categoriaId, posicion) => ({
        publicacionId: rows[index]?.id as number,
        categoriaId,
        posicion,
      })),
    ),
  );
  posts = plan.map((post, index) => ({
    ...post,
    id: rows[index]?.id as number,
    sunflower: index % 10 === 0 || index % 10 === 5 || index % 10 === 7,
  }));
  await seeded.cache.changes.settled();
});
afterAll(() => seeded.database.close());

type Order = 'reciente' | 'antiguo' | 'alfabetico';

/** The alphabetical key as a reader means it: no accents, no capitals. */
const key = (title: string) => title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function expectedOrder(list: Seeded[], order: Order): number[] {
  const sorted = [...list].sort((a, b) => {
    if (order === 'alfabetico') {
      const [ka, kb] = [key(a.title), key(b.title)];
      return ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
    }
    const byTime = a.second - b.second || a.micro - b.micro || a.id - b.id;
    return order === 'antiguo' ? byTime : -byTime;
  });
  return sorted.map((post) => post.id);
}

interface PageAnswer {
  publicaciones: { ID_publicaciones: number; Extracto: string; Contenido?: string }[];
  total: number;
  next: string | null;
}

/** Follows `next` to the end; every page must carry the same total. */
async function walk(query: string): Promise<{ pages: number[][]; totals: number[] }> {
  const pages: number[][] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const path: string = `/api/publicaciones/admin?${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const answer = await api.get(path, admin.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = answer.body as unknown as PageAnswer;
    pages.push(page.publicaciones.map((post) => post.ID_publicaciones));
    totals.push(page.total);
    cursor = page.next;
    if (!cursor) return { pages, totals };
  }
  throw new Error('the pages never ended');
}

/** The search's word wherever it is, found by plain pattern matching rather than the search's index. */
const sunflowerSql = sql`(${publicaciones.titulo} ilike '%girasol%' or ${publicaciones.resumen} ilike '%girasol%' or ${publicaciones.contenido} ilike '%girasol%')`;

async function sqlCount(where?: ReturnType<typeof and>) {
  const [row] = await seeded.database.db.select({ n: count() }).from(publicaciones).where(where);
  return row?.n ?? 0;
}

describe('the admin panel’s list, a page at a time', () => {
  it.each<Order>(['reciente', 'antiguo', 'alfabetico'])(
    'covers every post exactly once, in the %s order, posts of the same instant or title included',
    async (order) => {
      const { pages, totals } = await walk(`orden=${order}&limite=17`);
      expect(pages.slice(0, -1).every((page) => page.length === 17)).toBe(true);
      expect(pages.flat()).toEqual(expectedOrder(posts, order));
      expect(new Set(totals)).toEqual(new Set([await sqlCount()]));
      expect(totals[0]).toBe(TOTAL);
    },
  );

  it('answers 24 newest first, drafts included, by default; each card without its body', async () => {
    const answer = await api.get('/api/publicaciones/admin', admin.token);
    const page = answer.body as unknown as PageAnswer;
    expect(page.publicaciones.map((post) => post.ID_publicaciones)).toEqual(
      expectedOrder(posts, 'reciente').slice(0, 24),
    );
    expect(page.publicaciones.every((post) => post.Contenido === undefined)).toBe(true);
    expect(page.total).toBe(TOTAL);
    expect(page.next).toEqual(expect.any(String));
  });

  it('gives each card its summary, or one made from its body when it has none', async () => {
    const { body } = await api.get('/api/publicaciones/admin?orden=antiguo&limite=8', admin.token);
    const cards = (body as unknown as PageAnswer).publicaciones;
    // Post 0 has no summary and a plain body; post 1 its own summary.
    expect(cards[0]?.Extracto).toBe('Texto 0');
    expect(cards[1]?.Extracto).toBe('Resumen 1');
    expect(cards[7]?.Extracto).toBe('Resumen 7');
  });

  it('combines the status, category and search filters, with totals the database counts', async () => {
    const cases: { query: string; keep: (post: Seeded) => boolean; where: ReturnType<typeof and> }[] = [
      { query: 'estado=borrador', keep: (post) => post.draft, where: eq(publicaciones.estado, 'borrador') },
      {
        query: 'estado=publicado&categoria=3',
        keep: (post) => !post.draft && post.categories.includes(3),
        where: and(
          eq(publicaciones.estado, 'publicado'),
          sql`exists (select 1 from publicaciones_categorias pc where pc.publicacion_id = ${publicaciones.id} and pc.categoria_id = 3)`,
        ),
      },
      {
        query: `term=${encodeURIComponent('GIRASOL')}`,
        keep: (post) => post.sunflower,
        where: sunflowerSql,
      },
      {
        query: `term=${encodeURIComponent('girasol árbol')}&estado=todas&categoria=1`,
        keep: (post) => post.sunflower && key(post.title).startsWith('arbol') && post.categories.includes(1),
        where: and(
          sunflowerSql,
          sql`${publicaciones.titulo} ilike '%rbol%'`,
          sql`exists (select 1 from publicaciones_categorias pc where pc.publicacion_id = ${publicaciones.id} and pc.categoria_id = 1)`,
        ),
      },
    ];
    for (const { query, keep, where } of cases) {
      const expected = posts.filter(keep);
      expect(expected.length, query).toBeGreaterThan(0);
      for (const order of ['reciente', 'alfabetico'] as const) {
        const { pages, totals } = await walk(`${query}&orden=${order}&limite=5`);
        expect(pages.flat(), `${query} ${order}`).toEqual(expectedOrder(expected, order));
        expect(totals[0], query).toBe(await sqlCount(where));
        expect(totals[0], query).toBe(expected.length);
      }
    }
  });

  it('answers an empty page for a search that finds nothing', async () => {
    const answer = await api.get('/api/publicaciones/admin?term=inexistente', admin.token);
    expect(answer.body).toEqual({ publicaciones: [], total: 0, next: null });
  });

  it('neither repeats nor skips a post when one is deleted between two pages', async () => {
    const first = (await api.get('/api/publicaciones/admin?limite=10', admin.token))
      .body as unknown as PageAnswer;
    const order = expectedOrder(posts, 'reciente');
    const gone = order[12] as number;
    expect((await api.del(`/api/publicaciones/${gone}`, admin.token)).status).toBe(200);
    posts = posts.filter((post) => post.id !== gone);
    const second = (await api.get(`/api/publicaciones/admin?limite=10&cursor=${first.next}`, admin.token))
      .body as unknown as PageAnswer;
    expect(second.publicaciones.map((post) => post.ID_publicaciones)).toEqual(
      order.filter((id) => id !== gone).slice(10, 20),
    );
    expect(second.total).toBe(TOTAL - 1);
  });
});

describe('the admin panel’s figures', () => {
  it('are the database’s counts: posts, drafts, and each post once in its first category', async () => {
    const answer = await api.get('/api/publicaciones/admin/resumen', admin.token);
    expect(answer.status).toBe(200);
    const summary = answer.body as unknown as {
      total: number;
      borradores: number;
      categorias: { ID_categoria: number; total: number }[];
    };
    expect(summary.total).toBe(await sqlCount());
    expect(summary.borradores).toBe(await sqlCount(eq(publicaciones.estado, 'borrador')));
    expect(summary.borradores).toBe(posts.filter((post) => post.draft).length);
    expect(summary.categorias).toHaveLength(7);
    for (const row of summary.categorias) {
      expect(row.total, `category ${row.ID_categoria}`).toBe(
        posts.filter((post) => post.categories[0] === row.ID_categoria).length,
      );
    }
    expect(summary.categorias.reduce((sum, row) => sum + row.total, 0)).toBe(summary.total);
  });
});

describe('who may read them', () => {
  it.each(['/api/publicaciones/admin', '/api/publicaciones/admin/resumen'])(
    '%s: 401 for a visitor, 403 for a signed-in reader',
    async (path) => {
      const visitor = await api.get(path);
      expect(visitor.status).toBe(401);
      const user = await api.get(path, reader.token);
      expect(user.status).toBe(403);
      expect(user.body.detail).toBe('No tienes permiso para realizar esta acción.');
    },
  );
});

describe('what they refuse, in Spanish, naming the field', () => {
  const refused = async (query: string) => {
    const answer = await api.get(`/api/publicaciones/admin?${query}`, admin.token);
    expect(answer.status, query).toBe(400);
    return (answer.body.errors as { field: string; msg: string }[]).map(({ field, msg }) => ({ field, msg }));
  };

  it('a cursor it did not write, or one of another order', async () => {
    const byTitle = (await api.get('/api/publicaciones/admin?orden=alfabetico&limite=2', admin.token))
      .body as unknown as PageAnswer;
    const byDate = (await api.get('/api/publicaciones/admin?limite=2', admin.token))
      .body as unknown as PageAnswer;
    const forged = [
      'abc',
      'f.abc',
      `t.${Buffer.from('["x", 0]').toString('base64url')}`,
      `t.${Buffer.from('{"a":1}').toString('base64url')}`,
      `x${byDate.next}`,
      'f.'.padEnd(1300, 'A'),
    ];
    const invalid = [{ field: 'cursor', msg: 'El cursor de publicaciones no es válido' }];
    for (const cursor of forged) expect(await refused(`cursor=${cursor}`)).toEqual(invalid);
    expect(await refused(`orden=reciente&cursor=${byTitle.next}`)).toEqual(invalid);
    expect(await refused(`orden=alfabetico&cursor=${byDate.next}`)).toEqual(invalid);
  });

  it('an unknown status, order or category', async () => {
    expect(await refused('estado=archivado')).toEqual([
      { field: 'estado', msg: 'El estado debe ser publicado, borrador o todas' },
    ]);
    expect(await refused('orden=aleatorio')).toEqual([
      { field: 'orden', msg: 'El orden debe ser reciente, antiguo o alfabetico' },
    ]);
    expect(await refused('categoria=0')).toEqual([{ field: 'categoria', msg: 'La categoría no es válida' }]);
    expect(await refused('limite=201')).toEqual([
      { field: 'limite', msg: 'El límite debe ser un número entero entre 1 y 200' },
    ]);
  });
});

describe('the seeds’ client path beside it', () => {
  it('GET /all?limite=200&offset=0 still answers the 200 newest posts whole, drafts included', async () => {
    const answer = await api.get('/api/publicaciones/all?limite=200&offset=0', admin.token);
    expect(answer.status).toBe(200);
    const list = answer.body as unknown as { ID_publicaciones: number; Contenido: string; Estado: string }[];
    expect(list.map((post) => post.ID_publicaciones)).toEqual(expectedOrder(posts, 'reciente').slice(0, 200));
    expect(list.every((post) => typeof post.Contenido === 'string' && post.Estado)).toBe(true);
  });
});
