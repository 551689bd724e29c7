import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { selectRows } from '../../db/select-rows';
import { createSeededApp, type SeededApp, TEST_JWT_SECRET } from '../../test/seeded-app';
import { readPostStamps } from './feeds.queries';
import { POSTS_PER_SITEMAP } from './post-sitemap-buckets';
import { POSTS_PER_READ } from './post-sitemap-stream';
import { crawlSitemaps } from './sitemap-crawl';

vi.mock('./feeds.queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('./feeds.queries')>();
  return { ...original, readPostStamps: vi.fn(original.readPostStamps) };
});

/*
 * 10,505 posts written straight into the database, no demo content:
 * - ids 1 to 10,000, all published: the first file of posts, full;
 * - ids 10,001 to 10,500, every other one a draft, and the newest change a draft's (10,500);
 * - ids 20,001 to 20,005, drafts only: a third bucket with no published post.
 * Post 1,234 holds the newest change of the first bucket.
 */
let seeded: SeededApp;
const ORIGIN = 'http://localhost:3000';
const NEWEST_IN_FIRST = '2026-05-01T00:00:00.000Z';

beforeAll(async () => {
  seeded = await createSeededApp(false);
  const { db } = seeded.database;
  await db.execute(sql`
    INSERT INTO publicaciones (id, titulo, contenido, estado, fecha_creacion, fecha_modificacion)
    SELECT g, 'Artículo ' || g, '<p>Texto ' || g || '</p>',
      CASE WHEN g > 10000 AND g % 2 = 0 THEN 'borrador' ELSE 'publicado' END,
      timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute',
      timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute' + interval '1.5 seconds'
    FROM (SELECT generate_series(1, 10500) UNION ALL SELECT generate_series(20001, 20005)) AS ids(g)`);
  await db.execute(sql`UPDATE publicaciones SET estado = 'borrador' WHERE id > 20000`);
  await db.execute(sql`UPDATE publicaciones SET fecha_modificacion = ${NEWEST_IN_FIRST} WHERE id = 1234`);
  await db.execute(
    sql`UPDATE publicaciones SET fecha_modificacion = '2026-06-01T00:00:00Z' WHERE id = 10500`,
  );
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('publicaciones', 'id'), 20005)`);
  await db.execute(sql`
    INSERT INTO publicaciones_categorias (publicacion_id, categoria_id)
    SELECT id, 1 + id % 7 FROM publicaciones`);
  await seeded.cache.changes.settled();
});
afterAll(() => seeded.database.close());
beforeEach(() => {
  vi.mocked(readPostStamps).mockClear();
});

async function publishedIds(): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    seeded.database.db,
    sql`SELECT id FROM publicaciones WHERE estado = 'publicado' ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}

const crawl = () => crawlSitemaps((path) => seeded.app.request(path), ORIGIN);
const postId = (loc: string) => Number(loc.slice(`${ORIGIN}/blog/`.length));

describe('sitemaps of 10,250 published posts', () => {
  it('are an index of files of at most 10,000 URLs, valid against the protocol, one per bucket of ids', async () => {
    const { index, children } = await crawl();
    expect(index.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemap-paginas.xml`,
      `${ORIGIN}/sitemap-publicaciones-1.xml`,
      `${ORIGIN}/sitemap-publicaciones-2.xml`,
    ]);
    for (const [path, entries] of children)
      expect(entries.length, path).toBeLessThanOrEqual(POSTS_PER_SITEMAP);
    expect(children.get('/sitemap-publicaciones-1.xml')).toHaveLength(POSTS_PER_SITEMAP);
  });

  it('name every published post exactly once, by id, in the file of its bucket, and no draft', async () => {
    const { children } = await crawl();
    const ids = [1, 2].flatMap((bucket) => {
      const inFile = (children.get(`/sitemap-publicaciones-${bucket}.xml`) ?? []).map((entry) =>
        postId(entry.loc),
      );
      expect(inFile.every((id) => Math.ceil(id / POSTS_PER_SITEMAP) === bucket)).toBe(true);
      expect([...inFile].sort((a, b) => a - b)).toEqual(inFile);
      return inFile;
    });
    const published = await publishedIds();
    expect(published).toHaveLength(10_250);
    expect(ids).toEqual(published);
    const pages = (children.get('/sitemap-paginas.xml') ?? []).map((entry) => entry.loc);
    expect(pages.some((loc) => loc.includes('/blog/'))).toBe(false);
  });

  it("date each file by its newest published post's last change, never a draft's", async () => {
    const { index, children } = await crawl();
    const lastmod = (bucket: number) => index.find((entry) => entry.loc.endsWith(`-${bucket}.xml`))?.lastmod;
    expect(lastmod(1)).toBe(NEWEST_IN_FIRST);
    expect(lastmod(2)).toBe('2026-01-08T06:59:01.500Z');
    for (const bucket of [1, 2]) {
      const dates = (children.get(`/sitemap-publicaciones-${bucket}.xml`) ?? []).map(
        (entry) => entry.lastmod ?? '',
      );
      expect(lastmod(bucket)).toBe(dates.sort().at(-1));
    }
    const [post] = await selectRows<{ changed: Date | string }>(
      seeded.database.db,
      sql`SELECT fecha_modificacion AS changed FROM publicaciones WHERE id = 10001`,
    );
    const entry = children.get('/sitemap-publicaciones-2.xml')?.[0];
    expect(entry).toEqual({
      loc: `${ORIGIN}/blog/10001`,
      lastmod: new Date(post?.changed ?? '').toISOString(),
    });
  });

  it('answer 404 for a bucket whose posts are all drafts', async () => {
    expect((await seeded.app.request('/sitemap-publicaciones-3.xml')).status).toBe(404);
  });
});

describe('a file of posts', () => {
  const uncached = () =>
    createApp({
      db: seeded.database.db,
      config: { jwtSecret: TEST_JWT_SECRET, publicUrl: ORIGIN, dataDir: '' },
      services: { mailer: { send: async () => {} } },
      log: () => {},
    });

  it('is streamed: nothing is read before its body is, then 1,000 posts a read', async () => {
    const app = uncached();
    const response = await app.request('/sitemap-publicaciones-1.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
    expect(readPostStamps).toHaveBeenCalledTimes(0);
    const reader = response.body?.getReader();
    let parts = 0;
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) parts += 1;
    // Ten full reads, then one that finds the bucket has no more.
    expect(readPostStamps).toHaveBeenCalledTimes(POSTS_PER_SITEMAP / POSTS_PER_READ + 1);
    expect(parts).toBeGreaterThanOrEqual(POSTS_PER_SITEMAP / POSTS_PER_READ);
  });

  it('answers a revalidation with 304 without reading its posts, until one of them changes', async () => {
    const app = uncached();
    const path = '/sitemap-publicaciones-2.xml';
    const etag = (await app.request(path, { method: 'HEAD' })).headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect((await app.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect(readPostStamps).toHaveBeenCalledTimes(0);
    await seeded.database.db.execute(
      sql`UPDATE publicaciones SET fecha_modificacion = now() WHERE id = 10499`,
    );
    await seeded.cache.changes.settled();
    const changed = await app.request(path, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const [post] = await selectRows<{ changed: Date | string }>(
      seeded.database.db,
      sql`SELECT fecha_modificacion AS changed FROM publicaciones WHERE id = 10499`,
    );
    expect(await changed.text()).toContain(
      `/blog/10499</loc>\n    <lastmod>${new Date(post?.changed ?? '').toISOString()}</lastmod>`,
    );
  });
});

describe('the response cache', () => {
  const files = [
    '/sitemap.xml',
    '/sitemap-paginas.xml',
    '/sitemap-publicaciones-1.xml',
    '/sitemap-publicaciones-2.xml',
  ];

  /** Reads every file twice, so all are held, makes the change, and names the files still held. */
  async function heldAfter(change: ReturnType<typeof sql>): Promise<string[]> {
    for (const path of files) await (await seeded.app.request(path)).text();
    for (const path of files) {
      expect((await seeded.app.request(path)).headers.get('x-cache'), path).toBe('HIT');
    }
    await seeded.database.db.execute(change);
    await seeded.cache.changes.settled();
    const held: string[] = [];
    for (const path of files) {
      if ((await seeded.app.request(path)).headers.get('x-cache') === 'HIT') held.push(path);
    }
    return held;
  }

  it('drops every file when a published post is edited, and then shows the change', async () => {
    const held = await heldAfter(
      sql`UPDATE publicaciones SET titulo = 'Editado', fecha_modificacion = now() WHERE id = 10001`,
    );
    expect(held).toEqual([]);
    const { index, children } = await crawl();
    const [changed] = children.get('/sitemap-publicaciones-2.xml') ?? [];
    expect(index[2]?.lastmod).toBe(changed?.lastmod);
    expect(changed?.lastmod && changed.lastmod > '2026-06-01').toBe(true);
  });

  it('keeps every file when only a draft changes', async () => {
    expect(await heldAfter(sql`UPDATE publicaciones SET titulo = 'Otro borrador' WHERE id = 10002`)).toEqual(
      files,
    );
  });

  it('lists a new post in a new file', async () => {
    expect(
      await heldAfter(
        sql`INSERT INTO publicaciones (titulo, contenido, estado) VALUES ('Nueva', '<p>Texto</p>', 'publicado')`,
      ),
    ).toEqual([]);
    const { index, children } = await crawl();
    expect(index.at(-1)?.loc).toBe(`${ORIGIN}/sitemap-publicaciones-3.xml`);
    expect(children.get('/sitemap-publicaciones-3.xml')?.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/blog/20006`,
    ]);
  });

  it('forgets a deleted post and one taken back to draft', async () => {
    expect(await heldAfter(sql`DELETE FROM publicaciones WHERE id = 5`)).toEqual([]);
    expect(await heldAfter(sql`UPDATE publicaciones SET estado = 'borrador' WHERE id = 10003`)).toEqual([]);
    const { children } = await crawl();
    const locs = [...children.values()].flat().map((entry) => entry.loc);
    expect(locs).not.toContain(`${ORIGIN}/blog/5`);
    expect(locs).not.toContain(`${ORIGIN}/blog/10003`);
    expect(locs).toContain(`${ORIGIN}/blog/10001`);
  });
});
