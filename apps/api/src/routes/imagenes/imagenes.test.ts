import { postListWireSchema } from '@pupitre/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp();
});
afterAll(() => seeded.database.close());

describe('GET /api/imagenes/{id}', () => {
  it('serves a cover as a PNG with an ETag and immutable caching', async () => {
    const [post] = postListWireSchema.parse(
      await (await seeded.app.request('/api/publicaciones?limite=1')).json(),
    );
    const response = await seeded.app.request(post?.Imagen_portada ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const etag = response.headers.get('etag') ?? '';
    const again = await seeded.app.request(post?.Imagen_portada ?? '', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 in Spanish for an unknown image', async () => {
    const response = await seeded.app.request('/api/imagenes/424242');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ detail: 'No se encontró la imagen solicitada.' });
  });
});
