import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminPostKeys, adminPostMutations, adminPostQueries } from './admin-posts';
import { postKeys } from './posts';
import { fakeClient, wire } from './testing/fake-client';

describe('admin post queries', () => {
  it('list every post from the start, 200 at most, under the posts’ key', async () => {
    const client = fakeClient({ 'GET /publicaciones/all': [wire.post(1), wire.post(2)] });
    const posts = await new QueryClient().fetchQuery(adminPostQueries.list(client));
    expect(posts.map((post) => post.id)).toEqual([1, 2]);
    expect(client.requests[0]).toMatchObject({
      path: '/publicaciones/all',
      params: { limite: 200, offset: 0 },
    });
    expect(adminPostKeys.list().slice(0, 1)).toEqual(postKeys.all);
  });

  it('read the chart’s counts from the server', async () => {
    const client = fakeClient({
      'GET /publicaciones/estadisticas/categorias': [
        { ID_categoria: 2, Nombre_categoria: 'Técnicas', total: 4 },
      ],
    });
    const queryClient = new QueryClient();
    const answer = await queryClient.fetchQuery(adminPostQueries.categoryCounts(client, queryClient));
    expect(answer).toEqual({ counts: [{ id: 2, name: 'Técnicas', count: 4 }], estimated: false });
  });

  it('count the loaded posts over the built-in categories when the server’s counts fail', async () => {
    const client = fakeClient({ 'GET /publicaciones/all': [wire.post(1, 3), wire.post(2, 3)] });
    const queryClient = new QueryClient();
    const answer = await queryClient.fetchQuery(adminPostQueries.categoryCounts(client, queryClient));
    expect(answer.estimated).toBe(true);
    expect(answer.counts.find((entry) => entry.id === 3)).toEqual({
      id: 3,
      name: 'Problemáticas en el Estudio',
      count: 2,
    });
    expect(answer.counts).toHaveLength(7);
  });
});

describe('deleting a post', () => {
  it('calls DELETE on the post, drops its page and marks every post list stale', async () => {
    const client = fakeClient({
      'DELETE /publicaciones/7': { detail: 'Publicación eliminada correctamente' },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(postKeys.detail(7), { id: 7 });
    queryClient.setQueryData(adminPostKeys.list(), []);
    const { remove } = adminPostMutations(client, queryClient);
    await remove.mutationFn?.(7, undefined as never);
    await remove.onSuccess?.(undefined, 7, undefined, undefined as never);
    expect(client.requests).toEqual([
      { method: 'delete', path: '/publicaciones/7', body: undefined, params: undefined },
    ]);
    expect(queryClient.getQueryState(postKeys.detail(7))).toBeUndefined();
    expect(queryClient.getQueryState(adminPostKeys.list())?.isInvalidated).toBe(true);
  });
});

describe('saving a post', () => {
  const input = {
    titulo: 'Borrador',
    contenido: '<p>Hola</p>',
    estado: 'borrador' as const,
    categorias: [2],
  };

  it('tells the server when the autosave sends it, and only then', async () => {
    const client = fakeClient({ 'PUT /publicaciones/7': { ...wire.post(7), id: 7, detail: 'Guardado' } });
    const { save } = adminPostMutations(client, new QueryClient());
    await save.mutationFn?.({ id: 7, input, autosave: true }, undefined as never);
    await save.mutationFn?.({ id: 7, input }, undefined as never);
    expect(client.requests.map((request) => request.params)).toEqual([{ origen: 'autoguardado' }, undefined]);
  });
});
