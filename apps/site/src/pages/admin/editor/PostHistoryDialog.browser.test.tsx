import { ThemeProvider } from '@pupitre/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ApiClientProvider } from '../../../queries/api-client-context';
import { fakeClient, wire } from '../../../queries/testing/fake-client';
import { PostHistoryDialog } from './PostHistoryDialog';

const entry = (id: number, tipo: string, titulo: string) => ({
  id,
  fecha: '2026-06-15T17:42:00.000Z',
  tipo,
  autor: 'Lucía Ramírez',
  titulo,
});

const answers = {
  'GET /publicaciones/7/revisiones': [entry(5, 'update', 'Cómo estudiar'), entry(3, 'publish', 'Estudiar')],
  'GET /publicaciones/7/revisiones/5': {
    ...entry(5, 'update', 'Cómo estudiar'),
    resumen: 'Consejos',
    contenido: '<p>Repasa cada noche.</p>',
    categorias: [],
    Imagen_portada: null,
    Imagen_destacada_ID: null,
  },
  'POST /publicaciones/7/revisiones/5/restaurar': {
    ...wire.post(7),
    Titulo: 'Cómo estudiar',
    id: 7,
    detail: 'Versión restaurada correctamente.',
  },
};

let root: Root | undefined;
afterEach(() => {
  flushSync(() => root?.unmount());
  document.body.innerHTML = '';
});

function mount(props: { onOpenChange(open: boolean): void; onRestored(post: unknown): void }) {
  const client = fakeClient(answers);
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiClientProvider client={client}>
          <ThemeProvider>
            <PostHistoryDialog
              postId={7}
              open
              currentTitle="Cómo estudiar mejor"
              currentSummary="Consejos"
              currentHtml="<p>Repasa cada mañana.</p>"
              {...props}
            />
          </ThemeProvider>
        </ApiClientProvider>
      </QueryClientProvider>,
    ),
  );
  return client;
}

describe('the editor’s history dialog', () => {
  it('lists the versions, compares the chosen one with the editor’s text and restores it', async () => {
    const onOpenChange = vi.fn();
    const onRestored = vi.fn();
    const client = mount({ onOpenChange, onRestored });
    const dialog = page.getByRole('dialog', { name: 'Historial' });
    await expect.element(dialog).toBeVisible();
    const version = dialog.getByRole('button', { name: /Actualización/ });
    await expect.element(version).toHaveTextContent('15 jun 2026, 11:42 · Lucía Ramírez');
    await expect.element(dialog.getByRole('button', { name: /Publicación/ })).toBeVisible();

    await version.click();
    const comparison = dialog.getByRole('region', { name: 'Comparación con el texto actual' });
    await expect.element(comparison).toHaveTextContent('Cómo estudiar [añadido: mejor]');
    await expect.element(comparison).toHaveTextContent('Repasa cada [quitado: noche][añadido: mañana].');

    await dialog.getByRole('button', { name: 'Restaurar esta versión' }).click();
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(onRestored.mock.calls[0]?.[0]).toMatchObject({ id: 7, titulo: 'Cómo estudiar' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Then the history is read again: the restore added a version.
    expect(client.requests.slice(0, 3).map((request) => `${request.method} ${request.path}`)).toEqual([
      'get /publicaciones/7/revisiones',
      'get /publicaciones/7/revisiones/5',
      'post /publicaciones/7/revisiones/5/restaurar',
    ]);
  });
});
