import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers';

const posts = Array.from({ length: 40 }, (_, n) => ({
  id: n,
  titulo: `Una publicación sobre rúbricas ${n}`,
}));

function app() {
  const server = new Hono();
  server.use(compressAnswers());
  server.get('/lista', (c) => c.json(posts));
  server.get('/corta', (c) => c.json({ ok: true }));
  server.get('/intacta', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(posts);
  });
  server.get('/pagina', (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`<p>${'Hola, docentes. '.repeat(200)}</p>`));
          controller.close();
        },
      }),
      200,
      { 'Content-Type': 'text/html; charset=utf-8' },
    ),
  );
  return server;
}

const get = (path: string, encoding?: string) =>
  app().request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('compressAnswers', () => {
  it('sends a JSON answer in brotli to a client that takes it, the same bytes once decoded', async () => {
    const answer = await get('/lista', 'gzip, deflate, br, zstd');
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    const body = brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString('utf8');
    expect(JSON.parse(body)).toEqual(posts);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const answer = await get('/lista', 'gzip');
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8'))).toEqual(posts);
  });

  it('sends the answer as written, saying it varies, to a client that takes no compression', async () => {
    const answer = await get('/lista');
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await answer.json()).toEqual(posts);
  });

  it('leaves an answer under 1 KB, and one marked no-transform, uncompressed', async () => {
    const short = await get('/corta', 'br');
    expect(short.headers.get('Content-Encoding')).toBeNull();
    expect(short.headers.get('Content-Length')).toBe(String(JSON.stringify({ ok: true }).length));
    expect((await get('/intacta', 'br')).headers.get('Content-Encoding')).toBeNull();
  });

  it('compresses a streamed page as it streams, with gzip', async () => {
    const answer = await get('/pagina', 'gzip, br');
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8')).toContain('Hola, docentes.');
  });
});
