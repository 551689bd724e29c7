import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';
import { answerHitsFirst } from './answer-hits';
import { cacheKey } from './cache-key';
import { storeAnswer } from './stored-answer';

const body = JSON.stringify(Array.from({ length: 40 }, (_, id) => ({ id, titulo: `Entrada número ${id}` })));
let server: Server;
let base: string;
let reachedApp = 0;

beforeAll(async () => {
  const answers = new AnswerCache(1024 * 1024);
  const answer = new Response(body, {
    headers: { 'content-type': 'application/json', etag: 'W/"v1"', 'cache-control': 'public, max-age=0' },
  });
  answers.set(cacheKey(undefined, '/api/publicaciones?limite=40'), await storeAnswer(answer, ['posts']), 0);
  server = createServer(
    answerHitsFirst(answers, (_, response) => {
      reachedApp += 1;
      response.end('app');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Raw bytes as sent: node:http does not decode them, as fetch would. */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ answer: { status: number; headers: Headers }; bytes: Buffer }>((resolve, reject) => {
    get(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const received = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') received.set(name, value);
        }
        resolve({
          answer: { status: response.statusCode ?? 0, headers: received },
          bytes: Buffer.concat(chunks),
        });
      });
    }).on('error', reject);
  });
}

describe('kept answers sent straight from node:http', () => {
  it('sends brotli, gzip or the identity body as the client accepts, with the stored headers', async () => {
    const path = '/api/publicaciones?limite=40';
    const brotli = await raw(path, { 'accept-encoding': 'gzip, br' });
    expect(brotli.answer.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(body);
    const gzip = await raw(path, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.answer.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(body);
    const plain = await raw(path, {});
    expect(plain.answer.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(body);
    expect(plain.answer.headers.get('x-cache')).toBe('HIT');
    expect(plain.answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.answer.headers.get('cache-control')).toBe('public, max-age=0');
    expect(plain.answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(reachedApp).toBe(0);
  });

  it('answers 304 to a matching If-None-Match, weak or strong', async () => {
    const { answer, bytes } = await raw('/api/publicaciones?limite=40', { 'if-none-match': '"v0", "v1"' });
    expect(answer.status).toBe(304);
    expect(bytes.byteLength).toBe(0);
    expect(answer.headers.get('etag')).toBe('W/"v1"');
  });

  it('leaves to the app what it does not hold, and every request with a token', async () => {
    expect((await raw('/api/publicaciones?limite=10', {})).bytes.toString()).toBe('app');
    expect((await raw('/api/publicaciones?limite=40', { authorization: 'Bearer x' })).bytes.toString()).toBe(
      'app',
    );
    expect(reachedApp).toBe(2);
  });
});
