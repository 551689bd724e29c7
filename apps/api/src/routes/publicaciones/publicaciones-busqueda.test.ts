import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicaciones, publicacionesCategorias } from '../../db/schema';
import { client } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;

// 41 posts name the word in their body, 9 of them in their title too (spread from new to old); 3 of the 41
// are drafts, one with the word in its title; 19 never name it. Minutes before a fixed instant; a few
// share one.
const plan = Array.from({ length: 60 }, (_, index) => ({
  inTitle: index % 5 === 2 && index < 45,
  mentions: index < 40 || index % 5 === 2,
  published: index % 13 !== 6,
  minutes: index % 11 === 0 ? 30 : 3 * index,
}));
type Written = (typeof plan)[number] & { id: number };
let written: Written[] = [];

beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  const rows = plan.map((post, index) => ({
    titulo: post.inTitle ? `El murciélago número ${index}` : `Nota ${index}`,
    contenido: post.mentions ? `<p>Un murciélago en el texto ${index}.</p>` : `<p>Nada que ver ${index}.</p>`,
    estado: post.published ? ('publicado' as const) : ('borrador' as const),
    fechaCreacion: sql`timestamptz '2026-04-01 12:00:00+00' - ${post.minutes} * interval '1 minute'`,
  }));
  const posts = await seeded.database.db
    .insert(publicaciones)
    .values(rows)
    .returning({ id: publicaciones.id });
  await seeded.database.db
    .insert(publicacionesCategorias)
    .values(posts.map(({ id }) => ({ publicacionId: id, categoriaId: 1 })));
  written = posts.map(({ id }, index) => ({ id, ...(plan[index] as (typeof plan)[number]) }));
  await seeded.cache.changes.settled();
});
afterAll(() => seeded.database.close());

/** Title matches first, then the rest; each newest first, then by id. */
function expectedOrder(): number[] {
  const newest = (a: Written, b: Written) => a.minutes - b.minutes || b.id - a.id;
  const found = written.filter((post) => post.published && post.mentions);
  return [
    ...found.filter((post) => post.inTitle).sort(newest),
    ...found.filter((post) => !post.inTitle).sort(newest),
  ].map((post) => post.id);
}

const ids = (body: unknown) => (body as { ID_publicaciones: number }[]).map((post) => post.ID_publicaciones);

describe('ranked search, bounded for common words', () => {
  it('answers title matches first, then body-only matches, each newest first, never a draft', async () => {
    const expected = expectedOrder();
    expect(expected.length).toBeGreaterThan(30);
    const answer = await api.get('/api/publicaciones/search?term=MURCIELAGO&limite=200');
    expect(ids(answer.body)).toEqual(expected);
    const titles = (answer.body as unknown as { Titulo: string }[]).map((post) => post.Titulo);
    const firstBodyOnly = titles.findIndex((title) => !title.includes('murciélago'));
    expect(titles.slice(firstBodyOnly).every((title) => !title.includes('murciélago'))).toBe(true);
  });

  it('pages by cursor over every match exactly once, across the title band into the body band', async () => {
    const pages: number[][] = [];
    let next = '/api/publicaciones/search?term=murcielago&limite=4';
    for (;;) {
      const answer = await api.get(next);
      expect(answer.status).toBe(200);
      pages.push(ids(answer.body));
      const link = answer.headers.get('link');
      if (!link) break;
      next = /^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? '';
      expect(new URL(next, 'http://x').searchParams.get('term')).toBe('murcielago');
    }
    expect(pages.flat()).toEqual(expectedOrder());
  });

  it('answers the same bodies by limite and offset, deep pages included', async () => {
    const expected = expectedOrder();
    for (const offset of [0, 3, 5, 8, 17, 30, expected.length - 1, expected.length]) {
      const page = await api.get(`/api/publicaciones/search?term=murcielago&limite=5&offset=${offset}`);
      expect(ids(page.body)).toEqual(expected.slice(offset, offset + 5));
    }
  });

  it('finds a word that only titles hold', async () => {
    const answer = await api.get('/api/publicaciones/search?term=numero');
    const inTitle = written.filter((post) => post.inTitle && post.published).map((post) => post.id);
    expect(ids(answer.body).sort()).toEqual(inTitle.sort());
  });
});

describe('ranked search past the recent posts it reads first', () => {
  it('still finds every match when the newest 1,000 posts hold none, in the same order', async () => {
    // Newer than every post above and without the word: a page's first read sees only these.
    await seeded.database.db.execute(sql`
      INSERT INTO publicaciones (titulo, contenido, estado, fecha_creacion)
      SELECT 'Reciente ' || g, '<p>Otra cosa ' || g || '.</p>', 'publicado',
        timestamptz '2026-05-01 12:00:00+00' - g * interval '1 second'
      FROM generate_series(1, 1100) AS g`);
    await seeded.cache.changes.settled();
    const answer = await api.get('/api/publicaciones/search?term=murcielago&limite=200');
    expect(ids(answer.body)).toEqual(expectedOrder());
    const page = await api.get('/api/publicaciones/search?term=murcielago&limite=5&offset=7');
    expect(ids(page.body)).toEqual(expectedOrder().slice(7, 12));
  });
});
