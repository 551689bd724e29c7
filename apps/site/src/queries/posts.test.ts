import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { categoryQueries } from './categories';
import { postKeys } from './post-keys';
import { postQueries } from './posts';
import { fakeClient, wire } from './testing/fake-client';

describe('post query keys', () => {
  it('all start with the resource, so one invalidation reaches every post list and page', () => {
    const keys = [
      postKeys.listing(12, false),
      postKeys.search('pomodoro', 50),
      postKeys.byTags([2], 12),
      postKeys.categoryPage(2, 12),
      postKeys.related(2, 5),
      postKeys.categorySearch(2, 'mapas'),
      postKeys.detail(7),
      postKeys.mineOf('ana'),
    ];
    for (const key of keys) expect(key.slice(0, 1)).toEqual(postKeys.all);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });

  it('nest a category’s page and search under the category, and everyone’s own posts under mine()', () => {
    expect(postKeys.categoryPage(2, 12).slice(0, 3)).toEqual(postKeys.ofCategory(2));
    expect(postKeys.categorySearch(2, 'x').slice(0, 3)).toEqual(postKeys.ofCategory(2));
    expect(postKeys.related(2, 5).slice(0, 3)).toEqual(postKeys.ofCategory(2));
    expect(postKeys.mineOf('ana').slice(0, 2)).toEqual(postKeys.mine());
  });

  it('tell a superuser’s listing from a reader’s', () => {
    expect(postKeys.listing(12, true)).not.toEqual(postKeys.listing(12, false));
  });
});

describe('post query factories', () => {
  it('use the keys of postKeys and fetch through the given client', async () => {
    const client = fakeClient({ 'GET /publicaciones/7': wire.post(7) });
    const options = postQueries.detail(client, 7);
    expect(options.queryKey).toEqual(postKeys.detail(7));
    const post = await new QueryClient().fetchQuery(options);
    expect(post).toMatchObject({ id: 7, titulo: 'Publicación 7', autorNombre: 'Lucía' });
    expect(client.requests).toEqual([
      { method: 'get', path: '/publicaciones/7', body: undefined, params: undefined },
    ]);
  });

  it('keep a search’s posts without their bodies, each with the summary its card shows', async () => {
    const client = fakeClient({
      'GET /publicaciones/search': [
        { ...wire.post(3), Resumen: '', Contenido: '<p>Primeras palabras del cuerpo</p>' },
      ],
    });
    const [found] = await new QueryClient().fetchQuery(postQueries.search(client, 'cuerpo'));
    expect(found).toMatchObject({ id: 3, resumen: 'Primeras palabras del cuerpo' });
    expect(found).not.toHaveProperty('contenido');
  });

  it('keep a post page’s related posts without their bodies', async () => {
    const client = fakeClient({ 'GET /categorias/2/publicaciones': [wire.post(4), wire.post(5)] });
    const related = await new QueryClient().fetchQuery(postQueries.related(client, 2, 5));
    expect(related.map((post) => post.id)).toEqual([4, 5]);
    for (const post of related) expect(post).not.toHaveProperty('contenido');
    expect(client.requests[0]?.params).toEqual({ limite: 5 });
  });

  it('are disabled for an id that cannot exist or a blank search', () => {
    const client = fakeClient({});
    expect(postQueries.detail(client, 0).enabled).toBe(false);
    expect(postQueries.ofCategory(client, Number.NaN).enabled).toBe(false);
    expect(postQueries.search(client, '   ').enabled).toBe(false);
    expect(postQueries.byTags(client, []).enabled).toBe(false);
    expect(postQueries.mine(client, '').enabled).toBe(false);
  });

  it('ask for the profile’s first page of 20 own posts', async () => {
    const client = fakeClient({ 'GET /publicaciones/mias': [wire.post(1)] });
    await new QueryClient().fetchQuery(postQueries.mine(client, 'ana'));
    expect(client.requests[0]?.params).toEqual({ limite: 20, offset: 0 });
  });

  it('narrow a search to the category, and filter the loaded posts when the search fails', async () => {
    const client = fakeClient({ 'GET /publicaciones/search': [wire.post(1, 2), wire.post(2, 5)] });
    const found = await new QueryClient().fetchQuery(postQueries.categorySearch(client, 2, 'texto', []));
    expect(found.map((post) => post.id)).toEqual([1]);
  });

  it('hold the categories five minutes under the categories key', () => {
    const options = categoryQueries.list(fakeClient({}));
    expect(options.queryKey).toEqual(['categorias', 'lista']);
    expect(options.staleTime).toBe(300_000);
  });
});
