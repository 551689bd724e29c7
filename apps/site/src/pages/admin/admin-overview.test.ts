import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminPostQueries, type CategoryCounts } from '../../queries/admin-posts';
import { fakeClient, wire } from '../../queries/testing/fake-client';
import { adminOverview } from './admin-overview';

// A published post in two categories (Técnicas de Estudio first, then Herramientas) and a draft in one.
const twoCategories = {
  ...wire.post(1, 2),
  categorias: [
    { ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio' },
    { ID_categoria: 5, Nombre_categoria: 'Herramientas Tecnológicas' },
  ],
};
const draft = { ...wire.post(2, 5), estado: 'borrador' };

const done = <T>(data: T) => ({ isPending: false, isError: false, data });
const pending = { isPending: true, isError: false, data: undefined };
const failed = { isPending: false, isError: true, data: undefined };

async function loadPanel(answers: Record<string, unknown>) {
  const client = fakeClient({ 'GET /publicaciones/all': [twoCategories, draft], ...answers });
  const queryClient = new QueryClient();
  const posts = await queryClient.fetchQuery(adminPostQueries.list(client));
  const counts = await queryClient.fetchQuery(adminPostQueries.categoryCounts(client, queryClient));
  return adminOverview(done(posts), done(counts));
}

describe('the admin panel’s overview', () => {
  describe('given a post in two categories and a draft', () => {
    it('counts each post once from the loaded posts when the server’s counts fail', async () => {
      const overview = await loadPanel({});
      expect(overview).toMatchObject({ kind: 'ready', total: 2, drafts: 1 });
      if (overview.kind !== 'ready') return;
      const count = (id: number) => overview.counts.find((category) => category.id === id)?.count;
      expect([count(2), count(5)]).toEqual([1, 1]);
    });

    it('shows as total what the server’s counts add up to', async () => {
      const overview = await loadPanel({
        'GET /publicaciones/estadisticas/categorias': [
          { ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio', total: 1 },
          { ID_categoria: 5, Nombre_categoria: 'Herramientas Tecnológicas', total: 1 },
        ],
      });
      expect(overview).toMatchObject({ kind: 'ready', total: 2, drafts: 1 });
    });
  });

  it('has no figure while either read is loading', () => {
    const counts: CategoryCounts = { counts: [], estimated: false };
    expect(adminOverview(pending, done(counts))).toEqual({ kind: 'loading' });
    expect(adminOverview(done([]), pending)).toEqual({ kind: 'loading' });
  });

  it('has no figure when the posts cannot be loaded, not even a 0', () => {
    const counts: CategoryCounts = { counts: [{ id: 1, name: 'Noticias', count: 3 }], estimated: false };
    expect(adminOverview(failed, done(counts))).toEqual({ kind: 'failed' });
    expect(adminOverview(failed, failed)).toEqual({ kind: 'failed' });
    // A refetch that fails keeps the last answer: the panel is still in its error state.
    expect(adminOverview({ isPending: false, isError: true, data: [] }, done(counts))).toEqual({
      kind: 'failed',
    });
  });
});
