import { type AdminPostPage, ApiError } from '@pupitre/data';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminListRequest, initialAdminFilters } from '../pages/admin/admin-filters';
import { adminPostKeys, adminPostMutations, adminPostQueries } from './admin-posts';
import { postKeys } from './post-keys';
import { fakeClient, wire } from './testing/fake-client';

const page = (ids: number[], total: number, next: string | null) => ({
  publicaciones: ids.map((id) => wire.adminPost(id)),
  total,
  next,
});

describe('admin post queries', () => {
  it('ask the server for a page of every post, the filters as the query, under the posts’ key', async () => {
    const client = fakeClient({ 'GET /publicaciones/admin': page([1, 2], 450, 'f.siguiente') });
    const request = adminListRequest({
      ...initialAdminFilters,
      search: '  pomodoro ',
      status: 'borrador',
      sort: 'alfabetico',
      category: 3,
    });
    const data = await new QueryClient().fetchInfiniteQuery(adminPostQueries.pages(client, request));
    expect(data.pages[0]?.posts.map((post) => post.id)).toEqual([1, 2]);
    expect(data.pages[0]).toMatchObject({ total: 450, next: 'f.siguiente' });
    expect(client.requests[0]).toMatchObject({
      path: '/publicaciones/admin',
      params: { term: 'pomodoro', estado: 'borrador', orden: 'alfabetico', categoria: 3, limite: 24 },
    });
    expect(adminPostKeys.pages(request).slice(0, 1)).toEqual(postKeys.all);
  });

  it('ask for the next page with the cursor the last one gave, and for none after the last', async () => {
    const client = fakeClient({
      'GET /publicaciones/admin': (params: Record<string, unknown>) =>
        params.cursor === 'f.dos' ? page([3], 3, null) : page([1, 2], 3, 'f.dos'),
    });
    const options = adminPostQueries.pages(client, adminListRequest(initialAdminFilters));
    const queryClient = new QueryClient();
    await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    const data = queryClient.getQueryData(options.queryKey);
    expect(data?.pages.map((one) => one.posts.map((post) => post.id))).toEqual([[1, 2], [3]]);
    expect(client.requests.map((request) => request.params?.cursor)).toEqual([undefined, 'f.dos']);
    expect(options.getNextPageParam(data?.pages[1] as AdminPostPage, [], null, [])).toBeUndefined();
  });

  it('read the figures the database counts', async () => {
    const client = fakeClient({
      'GET /publicaciones/admin/resumen': {
        total: 450,
        borradores: 12,
        categorias: [{ ID_categoria: 2, Nombre_categoria: 'Técnicas', total: 450 }],
      },
    });
    const summary = await new QueryClient().fetchQuery(adminPostQueries.summary(client));
    expect(summary).toEqual({
      total: 450,
      drafts: 12,
      categories: [{ id: 2, name: 'Técnicas', count: 450 }],
    });
  });

  it('fail with the panel’s message when the server does', async () => {
    const client = fakeClient({ 'GET /publicaciones/admin': new ApiError(500, 'Error interno') });
    await expect(
      new QueryClient().fetchInfiniteQuery(
        adminPostQueries.pages(client, adminListRequest(initialAdminFilters)),
      ),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('deleting a post', () => {
  it('calls DELETE, takes the card out of every loaded list with its total one less, and refreshes them', async () => {
    const client = fakeClient({
      'DELETE /publicaciones/7': { detail: 'Publicación eliminada correctamente' },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(postKeys.detail(7), { id: 7 });
    const request = adminListRequest(initialAdminFilters);
    const key = adminPostKeys.pages(request);
    const lister = fakeClient({ 'GET /publicaciones/admin': page([9, 7, 5], 3, null) });
    queryClient.setQueryData(
      key,
      await new QueryClient().fetchInfiniteQuery(adminPostQueries.pages(lister, request)),
    );
    queryClient.setQueryData(adminPostKeys.summary(), { total: 3, drafts: 0, categories: [] });
    const { remove } = adminPostMutations(client, queryClient);
    await remove.mutationFn?.(7, undefined as never);
    await remove.onSuccess?.(undefined, 7, undefined, undefined as never);
    expect(client.requests).toEqual([
      { method: 'delete', path: '/publicaciones/7', body: undefined, params: undefined },
    ]);
    expect(queryClient.getQueryState(postKeys.detail(7))).toBeUndefined();
    const after = queryClient.getQueryData<InfiniteData<AdminPostPage>>(key);
    expect(after?.pages[0]?.posts.map((post) => post.id)).toEqual([9, 5]);
    expect(after?.pages[0]?.total).toBe(2);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminPostKeys.summary())?.isInvalidated).toBe(true);
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
