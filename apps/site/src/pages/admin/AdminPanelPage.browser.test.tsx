import { ApiError } from '@pupitre/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { type ByParams, fakeClient, wire } from '../../queries/testing/fake-client';
import { ADMIN_SEARCH_DELAY_MS, PANEL_LOAD_ERROR } from './AdminPanelPage';
import { mountAdminPanel, unmountAdminPanel } from './testing/mount-admin-panel';

const LOAD_MORE = 'Cargar más publicaciones';

/** 30 posts, newest first: 30 to 7 on the first page, 6 to 1 after cursor f.2. */
const post = (id: number) => ({ ...wire.adminPost(id), Titulo: `Publicación número ${id}` });
const firstPage = {
  publicaciones: Array.from({ length: 24 }, (_, index) => post(30 - index)),
  total: 30,
  next: 'f.2',
};
const lastPage = {
  publicaciones: Array.from({ length: 6 }, (_, index) => post(6 - index)),
  total: 30,
  next: null,
};
const summary = {
  total: 30,
  borradores: 2,
  categorias: [{ ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio', total: 30 }],
};

const pages =
  (later: () => unknown): ByParams =>
  (params) =>
    params.cursor === 'f.2' ? later() : firstPage;

afterEach(unmountAdminPanel);

function mount(answers: Record<string, unknown>) {
  const client = fakeClient({ 'GET /publicaciones/admin/resumen': summary, ...answers });
  mountAdminPanel(client);
  return client;
}

const cards = () => page.getByRole('article').elements();

const listTerms = (client: ReturnType<typeof fakeClient>) =>
  client.requests
    .filter((request) => request.path === '/publicaciones/admin')
    .map((request) => request.params?.term);

describe('the admin panel, a page at a time', () => {
  it('shows 24 of the 30 posts, then the rest from the keyboard, and lands on the first new card', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = mount({ 'GET /publicaciones/admin': pages(() => held.then(() => lastPage)) });
    await expect.element(page.getByText('Mostrando 24 de 30 publicaciones')).toBeVisible();
    expect(cards()).toHaveLength(24);
    const overview = page.getByRole('region', { name: 'Resumen de publicaciones' });
    await expect.element(overview.getByRole('definition').first()).toHaveTextContent('30');
    await expect.element(overview.getByText('2 borradores')).toBeVisible();

    (page.getByRole('button', { name: LOAD_MORE }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Cargando publicaciones...' })).toBeDisabled();
    release();
    await expect.poll(() => cards().length).toBe(30);
    await expect
      .poll(() => document.activeElement?.getAttribute('aria-label'))
      .toBe('Ver «Publicación número 6»');
    await expect.element(page.getByText('Mostrando 30 de 30 publicaciones')).toBeVisible();
    await expect.element(page.getByRole('button', { name: LOAD_MORE })).not.toBeInTheDocument();
    const lists = client.requests.filter((request) => request.path === '/publicaciones/admin');
    expect(lists.map((request) => request.params?.cursor)).toEqual([undefined, 'f.2']);
  });

  it('keeps the cards when the next page fails, says so beside the button, and tries again', async () => {
    let attempts = 0;
    mount({
      'GET /publicaciones/admin': pages(() => {
        attempts += 1;
        // Twice: the site's queries retry once by themselves.
        return attempts <= 2 ? new ApiError(500, 'Error interno del servidor.') : lastPage;
      }),
    });
    await page.getByRole('button', { name: LOAD_MORE }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(PANEL_LOAD_ERROR);
    expect(cards()).toHaveLength(24);
    await page.getByRole('button', { name: LOAD_MORE }).click();
    await expect.poll(() => cards().length).toBe(30);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the search to the server once the author stops typing, and says when nothing matches', async () => {
    const client = mount({
      'GET /publicaciones/admin': (params: Record<string, unknown>) =>
        params.term ? { publicaciones: [], total: 0, next: null } : firstPage,
    });
    await expect.poll(() => cards().length).toBe(24);
    // The clock stands still while the keys go in, so a slow machine typing at
    // more than the delay between keys cannot look like an author who paused.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await userEvent.type(page.getByRole('searchbox', { name: 'Buscar publicaciones' }), 'girasol');
      vi.advanceTimersByTime(ADMIN_SEARCH_DELAY_MS - 1);
      expect(listTerms(client)).toEqual([undefined]);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    await expect.element(page.getByRole('heading', { name: 'Sin resultados' })).toBeVisible();
    await expect
      .element(page.getByText('Ninguna publicación coincide con la búsqueda y los filtros elegidos.'))
      .toBeVisible();
    expect(listTerms(client)).toEqual([undefined, 'girasol']);
  });

  it('says there are no posts at all, and offers to write the first', async () => {
    mount({
      'GET /publicaciones/admin': { publicaciones: [], total: 0, next: null },
      'GET /publicaciones/admin/resumen': { total: 0, borradores: 0, categorias: [] },
    });
    await expect.element(page.getByText('No hay publicaciones disponibles en el sistema.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Crear Primera Publicacion' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: LOAD_MORE })).not.toBeInTheDocument();
  });

  it('says the posts cannot be loaded, shows no figure, and tries again', async () => {
    let attempts = 0;
    mount({
      'GET /publicaciones/admin': () => {
        attempts += 1;
        return attempts <= 2 ? new ApiError(500, 'Error interno del servidor.') : firstPage;
      },
      'GET /publicaciones/admin/resumen': new ApiError(500, 'Error interno del servidor.'),
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent(PANEL_LOAD_ERROR);
    await expect.element(page.getByText('Total de publicaciones')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => cards().length).toBe(24);
  });
});
