import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commentMutations } from './comment-mutations';
import { type CommentPages, commentsOf, totalOf } from './comment-pages';
import { commentKeys, commentQueries } from './comments';
import { fakeClient, WithHeaders, wire } from './testing/fake-client';

// avatar_url: the field the seeds' client work adds beside `avatar`.
const comment = (id: number, postId = 7) => ({
  ...wire.comment(id, postId),
  avatar_url: null,
  contenido: `Comentario ${id}`,
});

/** Two pages of post 7's comments, newest first: 3, 2 then 1; five in all (two not loaded). */
function pagedClient(extra: Record<string, unknown> = {}) {
  return fakeClient({
    'GET /comentarios/publicacion/7': (params: Record<string, unknown>) =>
      params.cursor === 'c2'
        ? new WithHeaders([comment(1)], { 'X-Total-Count': '5', 'X-Next-Cursor': 'c3' })
        : new WithHeaders([comment(3), comment(2)], { 'X-Total-Count': '5', 'X-Next-Cursor': 'c2' }),
    ...extra,
  });
}

async function loaded(client: ReturnType<typeof fakeClient>, orden: 'reciente' | 'antiguo' = 'reciente') {
  const queryClient = new QueryClient();
  await queryClient.fetchInfiniteQuery({ ...commentQueries.pages(client, 7, orden), pages: 2 });
  const data = () => queryClient.getQueryData<CommentPages>(commentKeys.pages(7, orden, null));
  return { queryClient, data };
}

const contents = (data: CommentPages | undefined) => commentsOf(data).map((item) => item.contenido);

describe('comment queries', () => {
  it('page a post’s comments by the cursor its answers name, 20 at a time, keyed by order and start', async () => {
    const client = pagedClient();
    const { data } = await loaded(client);
    expect(commentQueries.pages(client, 7, 'reciente', 'c9').queryKey).toEqual([
      'comentarios',
      7,
      'reciente',
      'c9',
    ]);
    expect(client.requests.map((request) => request.params)).toEqual([
      { orden: 'reciente', limite: 20, cursor: undefined },
      { orden: 'reciente', limite: 20, cursor: 'c2' },
    ]);
    expect(contents(data())).toEqual(['Comentario 3', 'Comentario 2', 'Comentario 1']);
    expect(totalOf(data())).toBe(5);
    expect(data()?.pages.at(-1)?.next).toBe('c3');
  });

  it('after create › shows the new comment at once, first newest first, without fetching again', async () => {
    const client = pagedClient({ 'POST /comentarios/publicacion/7': comment(9) });
    const { queryClient, data } = await loaded(client);
    await new MutationObserver(queryClient, commentMutations(client, queryClient, 7).create).mutate('Nuevo');
    expect(contents(data())).toEqual(['Comentario 9', 'Comentario 3', 'Comentario 2', 'Comentario 1']);
    expect(totalOf(data())).toBe(6);
    expect(client.requests.filter((request) => request.method === 'get')).toHaveLength(2);
  });

  it('after create › shows it last oldest first, once even when a later page brings it again', async () => {
    const client = pagedClient({ 'POST /comentarios/publicacion/7': comment(2) });
    const { queryClient, data } = await loaded(client, 'antiguo');
    await new MutationObserver(queryClient, commentMutations(client, queryClient, 7).create).mutate('Otra');
    expect(contents(data())).toEqual(['Comentario 3', 'Comentario 2', 'Comentario 1']);
  });

  it('after update › shows the new text; after remove › takes it away and counts one less', async () => {
    const edited = { ...comment(2), contenido: 'Editado' };
    const client = pagedClient({
      'PUT /comentarios/2': edited,
      'DELETE /comentarios/3': { detail: 'Comentario eliminado exitosamente' },
    });
    const { queryClient, data } = await loaded(client);
    const mutations = commentMutations(client, queryClient, 7);
    await new MutationObserver(queryClient, mutations.update).mutate({ id: 2, contenido: 'Editado' });
    await new MutationObserver(queryClient, mutations.remove).mutate(3);
    expect(contents(data())).toEqual(['Editado', 'Comentario 1']);
    expect(totalOf(data())).toBe(4);
  });

  it('leave another post’s comments alone, and the comments as they were after a failed write', async () => {
    const client = pagedClient();
    const { queryClient, data } = await loaded(client);
    const before = data();
    const other = commentMutations(client, queryClient, 8);
    await expect(new MutationObserver(queryClient, other.remove).mutate(3)).rejects.toMatchObject({
      status: 404,
    });
    const failing = commentMutations(fakeClient({}), queryClient, 7).create;
    await expect(new MutationObserver(queryClient, failing).mutate('Nuevo')).rejects.toMatchObject({
      status: 404,
    });
    expect(data()).toBe(before);
  });
});
