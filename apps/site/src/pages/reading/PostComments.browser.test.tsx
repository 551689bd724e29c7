import { ApiError } from '@pupitre/data';
import { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AppProviders } from '../../AppProviders';
import { commentQueries } from '../../queries/comments';
import { type ByParams, fakeClient, WithHeaders, wire } from '../../queries/testing/fake-client';
import { createQueryClient } from '../../query-client';
import { PostComments } from './PostComments';

const LOAD_MORE = 'Cargar más comentarios';
const comment = (id: number) => ({
  ...wire.comment(id, 7),
  avatar_url: null,
  usuarioNombre: `lector${id}`,
  Fecha_publicacion: new Date(Date.UTC(2025, 0, id)).toISOString(),
});
/** Post 7 has 25 comments, newest first: 25 to 6 on the first page, 5 to 1 after cursor c2. */
const firstPage = new WithHeaders(
  Array.from({ length: 20 }, (_, index) => comment(25 - index)),
  { 'X-Total-Count': '25', 'X-Next-Cursor': 'c2' },
);
const lastPage = new WithHeaders(
  Array.from({ length: 5 }, (_, index) => comment(5 - index)),
  { 'X-Total-Count': '25' },
);
const pages =
  (later: () => unknown): ByParams =>
  (params) =>
    params.cursor === 'c2' ? later() : firstPage;

let root: Root | undefined;
afterEach(() => {
  flushSync(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function mount(later: () => unknown) {
  const client = fakeClient({ 'GET /comentarios/publicacion/7': pages(later) });
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() =>
    root?.render(
      <AppProviders queryClient={createQueryClient()} apiClient={client}>
        <PostComments postId={7} />
      </AppProviders>,
    ),
  );
  return client;
}

const comments = () => page.getByRole('article').elements();

describe('a post’s comments, 20 at a time', () => {
  it('load the next page from the keyboard, busy meanwhile, and land the reader on the first new one', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = mount(() => held.then(() => lastPage));
    await expect.element(page.getByRole('heading', { name: 'Comentarios (25)' })).toBeVisible();
    expect(comments()).toHaveLength(20);
    const button = page.getByRole('button', { name: LOAD_MORE });
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Cargando comentarios...' })).toBeDisabled();
    release();
    await expect.poll(() => comments().length).toBe(25);
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe('Comentario de lector5');
    await expect.element(page.getByRole('button', { name: LOAD_MORE })).not.toBeInTheDocument();
    expect(client.requests.map((request) => request.params?.cursor)).toEqual([undefined, 'c2']);
  });

  it("say 'No se pudieron cargar los comentarios.' when the next page fails, and try again", async () => {
    let attempts = 0;
    mount(() => {
      attempts += 1;
      // Twice: the site's queries retry once by themselves.
      return attempts <= 2 ? new ApiError(500, 'Error interno del servidor.') : lastPage;
    });
    await page.getByRole('button', { name: LOAD_MORE }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('No se pudieron cargar los comentarios.');
    expect(comments()).toHaveLength(20);
    await page.getByRole('button', { name: LOAD_MORE }).click();
    await expect.poll(() => comments().length).toBe(25);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a post’s comments rendered on the server', () => {
  async function serverHtml(path: string, from: string | null) {
    const client = fakeClient({ 'GET /comentarios/publicacion/7': pages(() => lastPage) });
    const queryClient = new QueryClient();
    await queryClient.prefetchInfiniteQuery(commentQueries.pages(client, 7, 'reciente', from));
    return renderToString(
      <AppProviders queryClient={queryClient} ssrPath={path} apiClient={client}>
        <PostComments postId={7} />
      </AppProviders>,
    );
  }

  it('show the first 20, with the next page as a link that works without scripts', async () => {
    const html = await serverHtml('/blog/7', null);
    expect(html.match(/<article/g)).toHaveLength(20);
    expect(html).toContain('id="comentarios"');
    expect(html).toMatch(
      /<a [^>]*href="\/blog\/7\?comentarios=c2#comentarios"[^>]*>Cargar más comentarios<\/a>/,
    );
  });

  it('show the page that link asks for, and no link after the last', async () => {
    const html = await serverHtml('/blog/7?comentarios=c2', 'c2');
    expect(html.match(/<article/g)).toHaveLength(5);
    expect(html).toContain('Comentario de lector5');
    expect(html).not.toContain(LOAD_MORE);
  });
});
