import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { AnswerCache } from './answer-cache';
import { cacheAs } from './cache-tags';
import { responseCache } from './response-cache.middleware';

// No database here: nothing changes, so every write is settled at once.
const quiet = { settled: async () => {}, close: async () => {} };

function appWith(route: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  app.use(responseCache({ answers: new AnswerCache(1024 * 1024), changes: quiet, compress: compress() }));
  route(app);
  return app;
}

const cacheOf = async (app: Hono<AppEnv>, path: string, headers: Record<string, string> = {}) =>
  (await app.request(path, { headers })).headers.get('x-cache');

describe('the response cache keeps', () => {
  it('an answer its handler names, from the second request on', async () => {
    const app = appWith((routes) =>
      routes.get('/api/categorias', (c) => {
        cacheAs(c, ['categories']);
        return c.json([{ id: 1 }]);
      }),
    );
    expect(await cacheOf(app, '/api/categorias')).toBe('MISS');
    expect(await cacheOf(app, '/api/categorias')).toBe('HIT');
    expect(await cacheOf(app, '/api/categorias', { Authorization: 'Bearer x' })).toBeNull();
  });

  it('nothing a handler did not name, nor an answer that sets a cookie or is not a 200', async () => {
    const app = appWith((routes) => {
      routes.get('/api/sin-nombre', (c) => c.json({ ok: true }));
      routes.get('/api/con-cookie', (c) => {
        cacheAs(c, []);
        c.header('Set-Cookie', 'sesion=abc; HttpOnly');
        return c.json({ ok: true });
      });
      routes.get('/api/falta', (c) => {
        cacheAs(c, []);
        return c.json({ detail: 'Recurso no encontrado.' }, 404);
      });
    });
    for (const path of ['/api/sin-nombre', '/api/con-cookie', '/api/falta']) {
      await app.request(path);
      expect({ path, cache: await cacheOf(app, path) }).toEqual({ path, cache: null });
    }
  });
});
