import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountMutations } from './account';
import { categoryQueries } from './categories';
import { commentKeys } from './comments';
import { postKeys } from './post-keys';
import { forgetSessionData, userKeys, userQueries } from './session';
import { fakeClient, wire } from './testing/fake-client';

describe('the signed-in user', () => {
  it('is read from GET /auth/user/ under the user key', async () => {
    const client = fakeClient({ 'GET /auth/user/': wire.user('ana') });
    const options = userQueries.current(client);
    expect(options.queryKey).toEqual(userKeys.current());
    await expect(new QueryClient().fetchQuery(options)).resolves.toMatchObject({
      username: 'ana',
      firstName: 'Ana',
    });
  });

  it('and everything else of the session is forgotten when it ends, not the public data', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKeys.current(), { username: 'ana' });
    queryClient.setQueryData(postKeys.mineOf('ana'), []);
    queryClient.setQueryData(postKeys.detail(7), { id: 7 });
    const categoriesKey = categoryQueries.list(fakeClient({})).queryKey;
    queryClient.setQueryData(categoriesKey, []);
    forgetSessionData(queryClient);
    expect(queryClient.getQueryData(userKeys.current())).toBeUndefined();
    expect(queryClient.getQueryData(postKeys.mineOf('ana'))).toBeUndefined();
    expect(queryClient.getQueryData(postKeys.detail(7))).toEqual({ id: 7 });
    expect(queryClient.getQueryData(categoriesKey)).toEqual([]);
  });
});

describe('account writes', () => {
  it('an avatar upload shows the image sent in the cached user and refreshes comments', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKeys.current(), { username: 'ana', avatar: null });
    queryClient.setQueryData(commentKeys.ofPost(7), []);
    const client = fakeClient({
      'PUT /users/avatar': {
        detail: 'Avatar actualizado correctamente',
        avatar: 'data:image/webp;base64,UklGRg==',
        avatar_url: '/api/imagenes/4',
      },
    });
    await new MutationObserver(queryClient, accountMutations.avatar(client, queryClient)).mutate({
      avatarData: 'data:image/jpeg;base64,AAAA',
      userId: 3,
    });
    expect(client.requests[0]?.body).toEqual({ avatarData: 'data:image/jpeg;base64,AAAA', userId: 3 });
    expect(queryClient.getQueryData(userKeys.current())).toEqual({
      username: 'ana',
      avatar: 'data:image/jpeg;base64,AAAA',
    });
    expect(queryClient.getQueryState(commentKeys.ofPost(7))?.isInvalidated).toBe(true);
  });

  it('deleting the account refreshes every comment list (its comments are gone)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(commentKeys.ofPost(7), []);
    const client = fakeClient({
      'DELETE /auth/user/': { detail: 'Tu cuenta ha sido eliminada exitosamente.' },
    });
    await new MutationObserver(queryClient, accountMutations.remove(client, queryClient)).mutate();
    expect(queryClient.getQueryState(commentKeys.ofPost(7))?.isInvalidated).toBe(true);
  });
});
