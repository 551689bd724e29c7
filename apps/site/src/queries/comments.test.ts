import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commentMutations } from './comment-mutations';
import { commentKeys, commentQueries } from './comments';
import { fakeClient, wire } from './testing/fake-client';

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(commentKeys.ofPost(7), []);
  queryClient.setQueryData(commentKeys.ofPost(8), []);
  return queryClient;
}

const invalidated = (queryClient: QueryClient, postId: number) =>
  queryClient.getQueryState(commentKeys.ofPost(postId))?.isInvalidated;

describe('comment queries', () => {
  it('key a post’s comments under the comments key', async () => {
    const client = fakeClient({ 'GET /comentarios/publicacion/7': [wire.comment(1, 7)] });
    const options = commentQueries.ofPost(client, 7);
    expect(options.queryKey).toEqual([...commentKeys.all, 7]);
    await expect(new QueryClient().fetchQuery(options)).resolves.toMatchObject([
      { id: 1, contenido: 'Muy útil', usuarioNombre: 'ana' },
    ]);
  });

  it.each([
    ['create', 'POST /comentarios/publicacion/7', 'Nuevo'],
    ['update', 'PUT /comentarios/1', { id: 1, contenido: 'Editado' }],
    ['remove', 'DELETE /comentarios/1', 1],
  ] as const)('after %s › refresh that post’s comments only', async (name, call, variables) => {
    const queryClient = seeded();
    const answer = call.startsWith('DELETE') ? { detail: 'Comentario eliminado' } : wire.comment(1, 7);
    const client = fakeClient({ [call]: answer });
    const options = commentMutations(client, queryClient, 7)[name];
    await new MutationObserver(queryClient, options as never).mutate(variables as never);
    expect(invalidated(queryClient, 7)).toBe(true);
    expect(invalidated(queryClient, 8)).toBe(false);
  });

  it('given a failed write › leaves the comments as they were', async () => {
    const queryClient = seeded();
    const observer = new MutationObserver(
      queryClient,
      commentMutations(fakeClient({}), queryClient, 7).create,
    );
    await expect(observer.mutate('Nuevo')).rejects.toMatchObject({ status: 404 });
    expect(invalidated(queryClient, 7)).toBe(false);
  });
});
