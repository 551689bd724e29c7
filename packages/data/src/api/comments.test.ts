import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { fetchCommentPage } from './comments';

const wire = (id: number) => ({
  ID_comentario: id,
  ID_Usuario: 3,
  ID_publicaciones: 7,
  contenido: `Comentario ${id}`,
  usuarioNombre: 'ana',
  avatar: null,
  avatar_url: null,
  Fecha_publicacion: '2026-03-01T10:00:00.000Z',
});

let server: Server;
let baseURL: string;
const urls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    urls.push(request.url ?? '');
    const last = request.url?.includes('cursor=') ?? false;
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('X-Total-Count', '3');
    if (!last) response.setHeader('X-Next-Cursor', 'MjAyNn4y');
    response.end(JSON.stringify(last ? [wire(3)] : [wire(1), wire(2)]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a page of comments', () => {
  it('is asked for by order, size and cursor, and says its next cursor and total from the headers', async () => {
    const client = createApiClient({ baseURL });
    const first = await fetchCommentPage(client, 7, { orden: 'reciente', limite: 2 });
    expect(first.comments.map((comment) => comment.id)).toEqual([1, 2]);
    expect(first).toMatchObject({ next: 'MjAyNn4y', total: 3 });
    const last = await fetchCommentPage(client, 7, { orden: 'reciente', limite: 2, cursor: first.next });
    expect(last).toMatchObject({ next: null, total: 3 });
    expect(urls).toEqual([
      '/api/comentarios/publicacion/7?orden=reciente&limite=2',
      '/api/comentarios/publicacion/7?orden=reciente&limite=2&cursor=MjAyNn4y',
    ]);
  });
});
