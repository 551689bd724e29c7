import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client, login } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';
import { crawlSitemaps } from './sitemap-crawl';
import { childrenNamed, childText, parseXml } from './strict-xml';

// A blog without the demo content, where the only post is a draft.
let seeded: SeededApp;
let draftId: number;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  seeded = await createSeededApp(false);
  const admin = await login(seeded, ADMIN.username, ADMIN.password);
  const answer = await client(seeded).post(
    '/api/publicaciones',
    { titulo: 'Solo un borrador', contenido: '<p>Texto</p>', categorias: [7], estado: 'borrador' },
    admin.token,
  );
  expect(answer.status).toBe(201);
  draftId = answer.body.id as number;
});
afterAll(() => seeded.database.close());

async function parsed(path: string) {
  const response = await seeded.app.request(path);
  expect(response.status).toBe(200);
  return parseXml(await response.text());
}

describe('feeds of a blog whose only post is a draft', () => {
  it('index only the pages sitemap, undated, which lists the pages and categories, undated', async () => {
    const { index, children } = await crawlSitemaps((path) => seeded.app.request(path), ORIGIN);
    expect(index).toEqual([{ loc: `${ORIGIN}/sitemap-paginas.xml`, lastmod: undefined }]);
    const pages = children.get('/sitemap-paginas.xml') ?? [];
    expect(pages.map((page) => page.loc)).toEqual([
      `${ORIGIN}/home`,
      `${ORIGIN}/blog`,
      `${ORIGIN}/categorias`,
      ...[1, 2, 3, 4, 5, 6, 7].map((id) => `${ORIGIN}/categoria/${id}`),
    ]);
    expect(pages.map((page) => page.lastmod)).toEqual(pages.map(() => undefined));
  });

  it("answer 404 for the draft's file of posts, which would list no URL", async () => {
    expect(draftId).toBeLessThanOrEqual(10_000);
    expect((await seeded.app.request('/sitemap-publicaciones-1.xml')).status).toBe(404);
  });

  it('give an RSS channel with no items', async () => {
    const channel = childrenNamed(await parsed('/rss.xml'), 'channel')[0];
    expect(childText(channel, 'title')).toBe('Pupitre');
    expect(childrenNamed(channel, 'item')).toEqual([]);
  });

  it('never name the draft', async () => {
    for (const path of ['/sitemap.xml', '/sitemap-paginas.xml', '/rss.xml', '/robots.txt']) {
      const text = await (await seeded.app.request(path)).text();
      expect(text, path).not.toContain(`/blog/${draftId}`);
      expect(text, path).not.toContain('Solo un borrador');
    }
  });
});
