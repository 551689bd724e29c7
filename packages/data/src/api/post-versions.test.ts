import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWire } from '../normalise/wire-fixtures';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { fetchPostVersion, savePostVersion } from './post-versions';

let server: Server;
let baseURL: string;
const seen: { method?: string; url?: string; ifMatch?: string | undefined }[] = [];
const TAG = '"3f786850e387550fdab836ed7e6dc881de23001b"';

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, ifMatch: request.headers['if-match'] });
      response.setHeader('Content-Type', 'application/json');
      if (request.url?.startsWith('/api/publicaciones/9')) return; // hangs until the client gives up
      if (request.headers['if-match'] === '"viejo"') {
        response.statusCode = 412;
        response.end(JSON.stringify({ detail: 'Otra persona o pestaña cambió esta publicación.' }));
        return;
      }
      response.setHeader('ETag', TAG);
      const post = postWire({ ID_publicaciones: 7 });
      response.end(JSON.stringify(request.method === 'GET' ? post : { ...post, id: 7, detail: 'Guardado' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const input = { titulo: 'Hola', contenido: '<p>Hola</p>', categorias: [1], estado: 'borrador' as const };

describe('a post’s versions', () => {
  it('are read with their ETag', async () => {
    const version = await fetchPostVersion(createApiClient({ baseURL }), 7);
    expect(version.etag).toBe(TAG);
    expect(version.post.id).toBe(7);
  });

  it('are saved with If-Match, the autosave’s origin and tab, and answer the new ETag', async () => {
    const saved = await savePostVersion(createApiClient({ baseURL }), {
      id: 7,
      input,
      ifMatch: '"antes"',
      origin: 'autosave',
      session: 'pestana-1234',
    });
    expect(saved).toMatchObject({ etag: TAG, detail: 'Guardado' });
    expect(seen.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/publicaciones/7?origen=autoguardado&sesion=pestana-1234',
      ifMatch: '"antes"',
    });
  });

  it('refused as stale fail with status 412 and the server’s Spanish detail', async () => {
    const refused = savePostVersion(createApiClient({ baseURL }), { id: 7, input, ifMatch: '"viejo"' });
    await expect(refused).rejects.toMatchObject({
      status: 412,
      message: 'Otra persona o pestaña cambió esta publicación.',
    });
  });

  it('fail as a network error when the save is aborted', async () => {
    const signal = AbortSignal.timeout(200);
    const hung = savePostVersion(createApiClient({ baseURL }), { id: 9, input, signal });
    await expect(hung).rejects.toBeInstanceOf(ApiError);
    await expect(hung).rejects.toMatchObject({ status: 0 });
  });
});
