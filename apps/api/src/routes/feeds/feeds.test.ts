import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postListWireSchema } from '@pupitre/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { type Actor, ADMIN, client, login } from '../../test/actors';
import { createSeededApp, type SeededApp, TEST_JWT_SECRET } from '../../test/seeded-app';
import { crawlSitemaps } from './sitemap-crawl';
import { childrenNamed, childText, parseXml } from './strict-xml';

// The demo content (more than 20 posts) plus one published post with a hostile title and one draft, both newest.
let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let published: Record<string, unknown>;
let draft: Record<string, unknown>;

const ORIGIN = 'http://localhost:3000';
const HOSTILE_TITLE = `Comillas "dobles" y 'simples', <b>negrita</b> & más`;
const HOSTILE_SUMMARY = 'Un resumen con <script>alert(1)</script> & "comillas"';
const DRAFT_TITLE = 'Borrador que nadie debe ver';

async function createPost(fields: Record<string, unknown>) {
  const answer = await api.post(
    '/api/publicaciones',
    { titulo: 'Sin título', contenido: '<p>Texto</p>', categorias: [1], ...fields },
    admin.token,
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

beforeAll(async () => {
  seeded = await createSeededApp();
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  published = await createPost({ titulo: HOSTILE_TITLE, resumen: HOSTILE_SUMMARY, categorias: [2, 5] });
  draft = await createPost({
    titulo: DRAFT_TITLE,
    resumen: 'Resumen del borrador',
    categorias: [7],
    estado: 'borrador',
  });
});
afterAll(() => seeded.database.close());

async function fetchText(path: string) {
  const response = await seeded.app.request(path);
  expect(response.status, path).toBe(200);
  return { headers: response.headers, text: await response.text() };
}

async function publishedPosts(path = '/api/publicaciones?limite=200') {
  return postListWireSchema.parse((await api.get(path)).body);
}

function newestChange(posts: { Fecha_modificacion?: string | null }[]) {
  return posts
    .map((post) => post.Fecha_modificacion ?? '')
    .sort()
    .at(-1);
}

const crawl = () => crawlSitemaps((path) => seeded.app.request(path), ORIGIN);

function rssItems(xml: string) {
  const rss = parseXml(xml);
  expect(rss.attributes.version).toBe('2.0');
  const channel = childrenNamed(rss, 'channel')[0];
  return { channel, items: childrenNamed(channel, 'item') };
}

describe('GET /sitemap.xml', () => {
  it('is a sitemap index naming the pages and the one file of posts, each dated by its newest entry', async () => {
    const { headers } = await fetchText('/sitemap.xml');
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    const { index, children } = await crawl();
    expect(index.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemap-paginas.xml`,
      `${ORIGIN}/sitemap-publicaciones-1.xml`,
    ]);
    for (const { loc, lastmod } of index) {
      const entries = children.get(loc.slice(ORIGIN.length)) ?? [];
      expect(lastmod, loc).toBe(
        entries
          .map((entry) => entry.lastmod ?? '')
          .sort()
          .at(-1),
      );
      expect(lastmod, loc).toBe(published.Fecha_modificacion);
    }
  });
});

describe('GET /sitemap-paginas.xml', () => {
  it('lists the reading pages and every category by absolute URL', async () => {
    const { children } = await crawl();
    expect(children.get('/sitemap-paginas.xml')?.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/home`,
      `${ORIGIN}/blog`,
      `${ORIGIN}/categorias`,
      ...[1, 2, 3, 4, 5, 6, 7].map((id) => `${ORIGIN}/categoria/${id}`),
    ]);
  });

  it('dates each listing by the newest change among the 20 posts it shows first', async () => {
    const pages = new Map(
      (await crawl()).children.get('/sitemap-paginas.xml')?.map((entry) => [entry.loc, entry.lastmod]),
    );
    const newest = newestChange(await publishedPosts('/api/publicaciones?limite=20'));
    for (const page of ['home', 'blog', 'categorias']) expect(pages.get(`${ORIGIN}/${page}`)).toBe(newest);
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      const shown = await publishedPosts(`/api/categorias/${id}/publicaciones?limite=20`);
      expect(pages.get(`${ORIGIN}/categoria/${id}`), `categoria ${id}`).toBe(newestChange(shown));
    }
    expect(pages.get(`${ORIGIN}/categoria/2`)).toBe(published.Fecha_modificacion);
    expect(pages.get(`${ORIGIN}/blog`)).toBe(published.Fecha_modificacion);
  });
});

describe('GET /sitemap-publicaciones-{n}.xml', () => {
  it('lists every published post by absolute URL, by id, dated by its last modification', async () => {
    const entries = (await crawl()).children.get('/sitemap-publicaciones-1.xml') ?? [];
    const posts = (await publishedPosts()).sort((a, b) => a.ID_publicaciones - b.ID_publicaciones);
    expect(posts.length).toBeGreaterThan(20);
    expect(entries).toEqual(
      posts.map((post) => ({
        loc: `${ORIGIN}/blog/${post.ID_publicaciones}`,
        lastmod: post.Fecha_modificacion,
      })),
    );
  });

  it('answers 404 for a file no post is in, and for numbers no file has', async () => {
    for (const path of [
      '/sitemap-publicaciones-2.xml',
      '/sitemap-publicaciones-999999.xml',
      '/sitemap-publicaciones-0.xml',
      '/sitemap-publicaciones-01.xml',
      '/sitemap-publicaciones-1e3.xml',
    ]) {
      expect((await seeded.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('a draft', () => {
  it('appears in none of the files', async () => {
    const { children } = await crawl();
    for (const path of ['/sitemap.xml', ...children.keys(), '/rss.xml', '/robots.txt']) {
      const { text } = await fetchText(path);
      expect(text, path).not.toContain(`/blog/${draft.id}<`);
      expect(text, path).not.toContain(DRAFT_TITLE);
      expect(text, path).not.toContain('Resumen del borrador');
    }
    const dates = [...children.values()].flat().map((entry) => entry.lastmod);
    expect(dates).not.toContain(draft.Fecha_modificacion);
  });
});

describe('with the built site served', () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'pupitre-feeds-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Pupitre</title>');
  writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('answers the feeds, not the files or the page of the site, on the public URL', async () => {
    const app = createApp({
      db: seeded.database.db,
      config: { jwtSecret: TEST_JWT_SECRET, publicUrl: 'https://pupitre.example', dataDir: '' },
      services: { mailer: { send: async () => {} } },
      siteDir,
      log: () => {},
    });
    expect(await (await app.request('/robots.txt')).text()).toContain(
      'Sitemap: https://pupitre.example/sitemap.xml',
    );
    const { children } = await crawlSitemaps((path) => app.request(path), 'https://pupitre.example');
    expect([...children.keys()]).toEqual(['/sitemap-paginas.xml', '/sitemap-publicaciones-1.xml']);
    expect(children.get('/sitemap-paginas.xml')?.[3]?.loc).toBe('https://pupitre.example/categoria/1');
    expect(children.get('/sitemap-publicaciones-1.xml')?.at(-1)?.loc).toBe(
      `https://pupitre.example/blog/${published.id}`,
    );
    const { items } = rssItems(await (await app.request('/rss.xml')).text());
    expect(childText(items[0], 'link')).toBe(`https://pupitre.example/blog/${published.id}`);
    expect((await app.request('/blog')).headers.get('content-type')).toMatch(/^text\/html/);
  });
});
