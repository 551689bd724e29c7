import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { serveSite } from './serve-site';

const dir = mkdtempSync(join(tmpdir(), 'pupitre-site-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pupitre</title>');
writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
writeFileSync(join(dir, 'robots.map'), '{}');
writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
writeFileSync(join(tmpdir(), 'secret.txt'), 'no');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono().use(serveSite(dir)).all('*', (c) => c.text('fallthrough', 404));

describe('serving the built site', () => {
  it('serves hashed assets with immutable caching and their content type', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html for client routes, revalidated every time', async () => {
    for (const path of ['/', '/blog', '/blog/12', '/categoria/3', '/ruta/que/no/existe']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Pupitre</title>');
    }
  });

  it('serves other files without immutable caching', async () => {
    const response = await app.request('/robots.txt');
    expect(await response.text()).toBe('User-agent: *');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not answer missing assets with the page, nor escape the folder', async () => {
    expect((await app.request('/assets/missing-1.js')).status).toBe(404);
    expect(await (await app.request('/../secret.txt')).text()).not.toBe('no');
    expect(await (await app.request('/%2e%2e/secret.txt')).text()).not.toBe('no');
  });

  it('does not publish source maps, though the build keeps them', async () => {
    for (const path of [
      '/assets/app-abc123.js.map',
      '/assets/APP-ABC123.JS.MAP',
      '/robots.map',
      '/assets/missing.js.map',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('fallthrough');
    }
    expect((await app.request('/assets/app-abc123.js')).status).toBe(200);
  });

  it('leaves /api paths alone', async () => {
    expect(await (await app.request('/api/categorias')).text()).toBe('fallthrough');
  });
});

describe('serving server-rendered pages', () => {
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-abc123.js"}}');
  const rendered: string[] = [];
  const rendering = new Hono()
    .use(
      serveSite(dir, async (pathAndQuery) => {
        rendered.push(pathAndQuery);
        if (!pathAndQuery.startsWith('/blog')) return null;
        const status = pathAndQuery === '/blog/999' ? 404 : 200;
        return new Response('<!doctype html><h1>Rendered</h1>', {
          status,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      }),
    )
    .all('*', (c) => c.text('fallthrough', 404));

  it('answers a page the renderer renders with its status and path, briefly cacheable by a CDN', async () => {
    const page = await rendering.request('/blog?orden=az');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(await page.text()).toContain('<h1>Rendered</h1>');
    const missing = await rendering.request('/blog/999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    expect(rendered).toEqual(['/blog?orden=az', '/blog/999']);
  });

  it('answers index.html for a page the renderer leaves to the browser', async () => {
    const page = await rendering.request('/login');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Pupitre</title>');
  });

  it('does not publish the build manifest or other dot-folders', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite', '/assets/.hidden']) {
      expect((await rendering.request(path)).status, path).toBe(404);
    }
  });
});

describe('the build’s compressed copies of assets', () => {
  const compressed = mkdtempSync(join(tmpdir(), 'pupitre-site-encoded-'));
  mkdirSync(join(compressed, 'assets'));
  writeFileSync(join(compressed, 'assets', 'page-1.js'), 'export const page = 1;');
  writeFileSync(join(compressed, 'assets', 'page-1.js.br'), 'brotli bytes');
  writeFileSync(join(compressed, 'assets', 'page-1.js.gz'), 'gzip bytes');
  afterAll(() => rmSync(compressed, { recursive: true, force: true }));
  const site = new Hono().use(serveSite(compressed));
  const get = (encodings: string) =>
    site.request('/assets/page-1.js', { headers: { 'Accept-Encoding': encodings } });

  it('sends brotli when the browser takes it, then gzip, as the build wrote them', async () => {
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe('brotli bytes');

    const gzip = await get('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('gzip bytes');
  });

  it('respects a refused coding and sends the file as it is when none is taken', async () => {
    expect((await get('br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export const page = 1;');
  });
});
