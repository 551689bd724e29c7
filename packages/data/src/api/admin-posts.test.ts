import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAdminPostPage, fetchAdminPostSummary } from './admin-posts';
import { createApiClient } from './client';

const wire = (id: number) => ({
  ID_publicaciones: id,
  Titulo: `Publicación ${id}`,
  Resumen: null,
  Extracto: 'Lo que dice la tarjeta.',
  Imagen_portada: '/api/imagenes/3',
  Fecha_creacion: '2026-03-01T10:00:00.000Z',
  Fecha_modificacion: '2026-03-02T10:00:00.000Z',
  NombreAdmin: 'Lucía',
  contador_likes: 0,
  estado: 'borrador',
  Estado: 'borrador',
  categorias: [{ ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio' }],
});

let server: Server;
let baseURL: string;
const urls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    urls.push(request.url ?? '');
    response.setHeader('Content-Type', 'application/json');
    if (request.url?.startsWith('/api/publicaciones/admin/resumen')) {
      response.end(
        JSON.stringify({
          total: 451,
          borradores: 3,
          categorias: [{ ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio', total: 451 }],
        }),
      );
      return;
    }
    const last = request.url?.includes('cursor=') ?? false;
    response.end(
      JSON.stringify({ publicaciones: [wire(last ? 3 : 1)], total: 2, next: last ? null : 'f.dos' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the admin panel’s calls', () => {
  it('ask for a page by its filters and cursor, and read its posts as lists keep them', async () => {
    const client = createApiClient({ baseURL });
    const first = await fetchAdminPostPage(client, {
      term: ' mapas ',
      estado: 'borrador',
      orden: 'alfabetico',
    });
    expect(first).toMatchObject({ total: 2, next: 'f.dos' });
    expect(first.posts).toEqual([
      {
        id: 1,
        titulo: 'Publicación 1',
        resumen: 'Lo que dice la tarjeta.',
        imagenUrl: '/api/imagenes/3',
        fechaCreacion: '2026-03-01T10:00:00.000Z',
        fechaModificacion: '2026-03-02T10:00:00.000Z',
        autorNombre: 'Lucía',
        likes: 0,
        estado: 'borrador',
        categorias: [{ id: 2, nombre: 'Técnicas de Estudio' }],
      },
    ]);
    const last = await fetchAdminPostPage(client, {
      term: '  ',
      categoria: 4,
      limite: 10,
      cursor: first.next,
    });
    expect(last.next).toBeNull();
    expect(urls).toEqual([
      '/api/publicaciones/admin?term=mapas&estado=borrador&orden=alfabetico',
      '/api/publicaciones/admin?categoria=4&limite=10&cursor=f.dos',
    ]);
  });

  it('read the figures the database counts', async () => {
    const summary = await fetchAdminPostSummary(createApiClient({ baseURL }));
    expect(summary).toEqual({
      total: 451,
      drafts: 3,
      categories: [{ id: 2, name: 'Técnicas de Estudio', count: 451 }],
    });
  });
});
