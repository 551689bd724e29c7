import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client, login } from '../test/actors';
import { createSeededApp, type SeededApp } from '../test/seeded-app';

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp(true);
});
afterAll(() => seeded.database.close());

const get = (path: string, headers: Record<string, string> = {}) => seeded.app.request(path, { headers });

describe('answers to reads', () => {
  it('carry a weak ETag, and the same ETag in If-None-Match gets 304 without a body', async () => {
    const first = await get('/api/categorias');
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await get('/api/categorias', { 'If-None-Match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  });

  it('change their ETag when what they show changes', async () => {
    const api = client(seeded);
    const before = (await get('/api/publicaciones?limite=5')).headers.get('etag');
    const { token } = await login(seeded, ADMIN.username, ADMIN.password);
    const created = await api.post(
      '/api/publicaciones',
      { titulo: 'Nueva', contenido: '<p>Texto</p>', estado: 'publicado', categorias: [1] },
      token,
    );
    expect(created.status).toBe(201);
    const after = await get('/api/publicaciones?limite=5', { 'If-None-Match': before ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('may sit briefly in a CDN for visitors, stay private for a signed-in user, and errors are not kept', async () => {
    const visitor = await get('/api/categorias');
    expect(visitor.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(visitor.headers.get('vary')).toContain('Authorization');
    const { token } = await login(seeded, ADMIN.username, ADMIN.password);
    const user = await get('/api/categorias', { Authorization: `Bearer ${token}` });
    expect(user.headers.get('cache-control')).toBe('private, no-cache');
    const missing = await get('/api/publicaciones/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('are tagged by the SHA-1 of the bytes sent, and an error carries no tag', async () => {
    const answer = await get('/api/publicaciones?limite=3');
    const body = await answer.text();
    expect(answer.headers.get('etag')).toBe(`W/"${createHash('sha1').update(body).digest('hex')}"`);
    const missing = await get('/api/publicaciones/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('leave writes alone', async () => {
    const answer = await seeded.app.request('/api/contacto', { method: 'POST', body: '{}' });
    expect(answer.headers.get('etag')).toBeNull();
  });
});
