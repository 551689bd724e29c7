import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminPostQueries } from '../../queries/admin-posts';
import { fakeClient } from '../../queries/testing/fake-client';
import { adminOverview } from './admin-overview';

const done = <T>(data: T) => ({ isPending: false, isError: false, data });
const pending = { isPending: true, isError: false, data: undefined };
const failed = { isPending: false, isError: true, data: undefined };

const summaryAnswer = {
  total: 451,
  borradores: 3,
  categorias: [
    { ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio', total: 300 },
    { ID_categoria: 5, Nombre_categoria: 'Herramientas Tecnológicas', total: 151 },
  ],
};

describe('the admin panel’s overview', () => {
  it('shows the database’s figures: every post, the drafts and posts per category', async () => {
    const client = fakeClient({ 'GET /publicaciones/admin/resumen': summaryAnswer });
    const summary = await new QueryClient().fetchQuery(adminPostQueries.summary(client));
    expect(adminOverview(done(summary))).toEqual({
      kind: 'ready',
      total: 451,
      drafts: 3,
      counts: [
        { id: 2, name: 'Técnicas de Estudio', count: 300 },
        { id: 5, name: 'Herramientas Tecnológicas', count: 151 },
      ],
    });
  });

  it('has no figure while the figures load', () => {
    expect(adminOverview(pending)).toEqual({ kind: 'loading' });
  });

  it('has no figure when they cannot be loaded, not even a 0', () => {
    expect(adminOverview(failed)).toEqual({ kind: 'failed' });
    // A refetch that fails keeps the last answer: the panel is still in its error state.
    expect(
      adminOverview({ isPending: false, isError: true, data: { total: 4, drafts: 0, categories: [] } }),
    ).toEqual({ kind: 'failed' });
  });
});
