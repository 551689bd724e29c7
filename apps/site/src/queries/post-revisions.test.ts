import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminPostKeys } from './admin-posts';
import { postKeys } from './post-keys';
import { REVISION_PAGE, revisionKeys, revisionMutations, revisionQueries } from './post-revisions';
import { fakeClient, wire } from './testing/fake-client';

const entry = (id: number) => ({
  id,
  fecha: '2026-06-15T12:00:00.000Z',
  tipo: 'update',
  autor: 'Lucía',
  titulo: `Versión ${id}`,
});

describe('a post’s revisions', () => {
  it('list the newest first and ask for the next page after the last id of a full one', async () => {
    const full = Array.from({ length: REVISION_PAGE }, (_, index) => entry(100 - index));
    const client = fakeClient({ 'GET /publicaciones/7/revisiones': full });
    const queryClient = new QueryClient();
    const options = revisionQueries.list(client, 7);
    const answer = await queryClient.fetchInfiniteQuery(options);
    expect(answer.pages[0]?.[0]).toEqual({
      id: 100,
      fecha: '2026-06-15T12:00:00.000Z',
      kind: 'update',
      autor: 'Lucía',
      titulo: 'Versión 100',
    });
    expect(client.requests[0]?.params).toEqual({ limite: REVISION_PAGE, antes: undefined });
    expect(
      options.getNextPageParam(
        full.map((wireEntry) => ({ ...wireEntry, kind: 'update' as const })),
        [],
        undefined,
        [],
      ),
    ).toBe(100 - REVISION_PAGE + 1);
    expect(options.getNextPageParam([], [], undefined, [])).toBeUndefined();
    expect(revisionKeys.list(7).slice(0, 1)).toEqual(postKeys.all);
  });

  it('read one revision whole', async () => {
    const client = fakeClient({
      'GET /publicaciones/7/revisiones/3': {
        ...entry(3),
        tipo: 'autosave',
        resumen: null,
        contenido: '<p>Hola</p>',
        categorias: [{ ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio' }],
        Imagen_portada: 'http://localhost:3000/api/imagenes/5',
        Imagen_destacada_ID: 5,
      },
    });
    const revision = await new QueryClient().fetchQuery(revisionQueries.one(client, 7, 3));
    expect(revision).toMatchObject({
      id: 3,
      kind: 'autosave',
      contenido: '<p>Hola</p>',
      categorias: [{ id: 2, nombre: 'Técnicas de Estudio' }],
      imagenUrl: 'http://localhost:3000/api/imagenes/5',
    });
  });

  it('keep the editor’s unsaved text in the history before they restore', async () => {
    const client = fakeClient({
      'POST /publicaciones/7/revisiones': { detail: 'El texto del editor quedó guardado en el historial.' },
      'POST /publicaciones/7/revisiones/3/restaurar': {
        ...wire.post(7),
        id: 7,
        detail: 'Versión restaurada correctamente.',
      },
    });
    const { restore } = revisionMutations(client, new QueryClient(), 7);
    const keep = { titulo: 'Sin guardar', contenido: '<p>Párrafo nuevo</p>', categorias: [2] };
    await restore.mutationFn?.({ revisionId: 3, keep }, undefined as never);
    expect(client.requests.map((request) => [request.path, request.body])).toEqual([
      ['/publicaciones/7/revisiones', keep],
      ['/publicaciones/7/revisiones/3/restaurar', undefined],
    ]);
  });

  it('restore through POST …/restaurar, put the answer on the post’s page and refresh the history and lists', async () => {
    const client = fakeClient({
      'POST /publicaciones/7/revisiones/3/restaurar': {
        ...wire.post(7),
        id: 7,
        detail: 'Versión restaurada correctamente.',
      },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(revisionKeys.list(7), { pages: [], pageParams: [] });
    queryClient.setQueryData(adminPostKeys.list(), []);
    const { restore } = revisionMutations(client, queryClient, 7);
    const post = await restore.mutationFn?.({ revisionId: 3 }, undefined as never);
    await restore.onSuccess?.(post as never, { revisionId: 3 }, undefined, undefined as never);
    expect(client.requests).toEqual([
      { method: 'post', path: '/publicaciones/7/revisiones/3/restaurar', body: undefined, params: undefined },
    ]);
    expect(queryClient.getQueryData(postKeys.detail(7))).toMatchObject({ id: 7, titulo: 'Publicación 7' });
    expect(queryClient.getQueryState(revisionKeys.list(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminPostKeys.list())?.isInvalidated).toBe(true);
  });
});
