import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postListWireSchema } from '@pupitre/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { type Actor, ADMIN, client, login } from '../../test/actors';
import { createSeededApp, type SeededApp, TEST_JWT_SECRET } from '../../test/seeded-app';
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

function sitemapUrls(xml: string) {
  const urlset = parseXml(xml);
  expect(urlset.name).toBe('urlset');
  expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return new Map(
    childrenNamed(urlset, 'url').map((url) => [childText(url, 'loc'), childText(url, 'lastmod')]),
  );
}

function rssItems(xml: string) {
  const rss = parseXml(xml);
  expect(rss.attributes.version).toBe('2.0');
  const channel = childrenNamed(rss, 'channel')[0];
  return { channel, items: childrenNamed(channel, 'item') };
}

describe('GET /sitemap.xml', () => {
  it('lists the reading pages, every published post and every category by absolute URL', async () => {
    const { headers, text } = await fetchText('/sitemap.xml');
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    const posts = await publishedPosts();
    expect(posts.length).toBeGreaterThan(20);
    expect([...sitemapUrls(text).keys()].sort()).toEqual(
      [
        `${ORIGIN}/home`,
        `${ORIGIN}/blog`,
        `${ORIGIN}/categorias`,
        ...posts.map((post) => `${ORIGIN}/blog/${post.ID_publicaciones}`),
        ...[1, 2, 3, 4, 5, 6, 7].map((id) => `${ORIGIN}/categoria/${id}`),
      ].sort(),
    );
  });

  it("dates each post by its last modification and each category by its newest published post's", async () => {
    const urls = sitemapUrls((await fetchText('/sitemap.xml')).text);
    for (const post of await publishedPosts()) {
      expect(urls.get(`${ORIGIN}/blog/${post.ID_publicaciones}`)).toBe(post.Fecha_modificacion);
    }
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      const inCategory = await publishedPosts(`/api/categorias/${id}/publicaciones?limite=200`);
      const newest = inCategory
        .map((post) => post.Fecha_modificacion ?? '')
        .sort()
        .at(-1);
      expect(urls.get(`${ORIGIN}/categoria/${id}`), `categoria ${id}`).toBe(newest);
    }
    expect(urls.get(`${ORIGIN}/categoria/2`)).toBe(published.Fecha_modificacion);
    expect(urls.get(`${ORIGIN}/blog`)).toBe(published.Fecha_modificacion);
  });
});

describe('GET /rss.xml', () => {
  it('is an RSS 2.0 channel in Spanish with absolute links', async () => {
    const { headers, text } = await fetchText('/rss.xml');
    expect(headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    const { channel } = rssItems(text);
    expect(childText(channel, 'title')).toBe('Pupitre');
    expect(childText(channel, 'description')).toMatch(/^Pupitre: artículos/);
    expect(childText(channel, 'language')).toBe('es');
    expect(childText(channel, 'link')).toBe(`${ORIGIN}/home`);
    expect(childrenNamed(channel, 'atom:link')[0]?.attributes.href).toBe(`${ORIGIN}/rss.xml`);
  });

  it('carries the 20 newest published posts, newest first, as the blog lists them', async () => {
    const { items } = rssItems((await fetchText('/rss.xml')).text);
    const newest = await publishedPosts('/api/publicaciones?limite=20');
    expect(items).toHaveLength(20);
    expect(items.map((item) => childText(item, 'link'))).toEqual(
      newest.map((post) => `${ORIGIN}/blog/${post.ID_publicaciones}`),
    );
    const dates = items.map((item) => Date.parse(childText(item, 'pubDate') ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(dates.map((date) => new Date(date).toISOString().slice(0, 19))).toEqual(
      newest.map((post) => post.Fecha_creacion.slice(0, 19)),
    );
  });

  it('escapes a title and a summary holding < & " \' >, which read back exactly', async () => {
    const { items } = rssItems((await fetchText('/rss.xml')).text);
    const [first] = items;
    expect(first?.children.map((child) => child.name)).toEqual([
      'title',
      'link',
      'guid',
      'pubDate',
      'description',
      'author',
      'category',
      'category',
    ]);
    expect(childText(first, 'title')).toBe(HOSTILE_TITLE);
    expect(childText(first, 'description')).toBe(
      'Un resumen con &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;comillas&quot;',
    );
    const link = `${ORIGIN}/blog/${published.id}`;
    expect(childText(first, 'link')).toBe(link);
    expect(childText(first, 'guid')).toBe(link);
    expect(childrenNamed(first, 'guid')[0]?.attributes.isPermaLink).toBe('true');
    expect(childText(first, 'author')).toBe(published.NombreAdmin);
    expect(childrenNamed(first, 'category').map((category) => category.text)).toEqual([
      'Técnicas de Estudio',
      'Herramientas Tecnológicas',
    ]);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the admin pages and the API, except images, and names the sitemap', async () => {
    const { headers, text } = await fetchText('/robots.txt');
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(text).toBe(
      'User-agent: *\nDisallow: /admin/\nDisallow: /api/\nAllow: /api/imagenes/\n\n' +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});

describe('a draft', () => {
  it('appears in none of the three', async () => {
    for (const path of ['/sitemap.xml', '/rss.xml', '/robots.txt']) {
      const { text } = await fetchText(path);
      expect(text, path).not.toContain(`/blog/${draft.id}<`);
      expect(text, path).not.toContain(DRAFT_TITLE);
      expect(text, path).not.toContain('Resumen del borrador');
    }
    const urls = sitemapUrls((await fetchText('/sitemap.xml')).text);
    expect(urls.has(`${ORIGIN}/blog/${draft.id}`)).toBe(false);
    expect(urls.get(`${ORIGIN}/categoria/7`)).not.toBe(draft.Fecha_modificacion);
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
    const urls = sitemapUrls(await (await app.request('/sitemap.xml')).text());
    expect(urls.has('https://pupitre.example/categoria/1')).toBe(true);
    const { items } = rssItems(await (await app.request('/rss.xml')).text());
    expect(childText(items[0], 'link')).toBe(`https://pupitre.example/blog/${published.id}`);
    expect((await app.request('/blog')).headers.get('content-type')).toMatch(/^text\/html/);
  });
});
