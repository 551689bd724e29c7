import { ThemeProvider } from '@pupitre/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiClientProvider } from '../../../queries/api-client-context';
import { fakeClient, wire } from '../../../queries/testing/fake-client';
import { PostHistory } from './PostHistory';
import { PostHistoryDialog } from './PostHistoryDialog';

const entry = (id: number, tipo: string, titulo: string) => ({
  id,
  fecha: '2026-06-15T17:42:00.000Z',
  tipo,
  autor: 'Lucía Ramírez',
  titulo,
});

const revision = (id: number, contenido: string) => ({
  ...entry(id, 'update', 'Cómo estudiar'),
  resumen: 'Consejos',
  contenido,
  categorias: [],
  Imagen_portada: null,
  Imagen_destacada_ID: null,
});

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');
const filler = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Párrafo ${from + index} sin cambios.`);

// Version 4: twelve paragraphs. The editor's text since: the 2nd edited, a paragraph added after the
// 9th, the 12th taken out; with the title, 4 changes. Of the unchanged 3rd to 9th, the five between the
// two beside a change fold.
const longVersion = paragraphs(['Introducción.', 'Repasa cada noche.', ...filler(3, 11), 'Despedida.']);
const longCurrent = paragraphs([
  'Introducción.',
  'Repasa cada mañana.',
  ...filler(3, 9),
  'Duerme ocho horas.',
  ...filler(10, 11),
]);

const baseAnswers = {
  'GET /publicaciones/7/revisiones': [
    entry(5, 'update', 'Cómo estudiar'),
    entry(4, 'update', 'Cómo estudiar'),
    entry(3, 'publish', 'Estudiar'),
  ],
  'GET /publicaciones/7/revisiones/5': revision(5, '<p>Repasa cada noche.</p>'),
  'GET /publicaciones/7/revisiones/4': revision(4, longVersion),
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

function render(node: ReactNode, answers: Record<string, unknown> = {}) {
  const client = fakeClient({ ...baseAnswers, ...answers });
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiClientProvider client={client}>
          <ThemeProvider>{node}</ThemeProvider>
        </ApiClientProvider>
      </QueryClientProvider>,
    ),
  );
  return client;
}

interface MountOptions {
  onOpenChange?(open: boolean): void;
  onRestored?(post: unknown): void;
  html?: string;
  answers?: Record<string, unknown>;
}

function mount({ onOpenChange = vi.fn(), onRestored = vi.fn(), html, answers }: MountOptions = {}) {
  return render(
    <PostHistoryDialog
      postId={7}
      open
      currentTitle="Cómo estudiar mejor"
      currentSummary="Consejos"
      currentHtml={html ?? '<p>Repasa cada mañana.</p>'}
      onOpenChange={onOpenChange}
      onRestored={onRestored}
    />,
    answers,
  );
}

const dialog = page.getByRole('dialog', { name: 'Historial' });

describe('the editor’s history dialog', () => {
  it('lists the versions, compares the chosen one with the editor’s text and restores it', async () => {
    const onOpenChange = vi.fn();
    const onRestored = vi.fn();
    const client = mount({ onOpenChange, onRestored });
    await expect.element(dialog).toBeVisible();
    const version = dialog.getByRole('button', { name: /Actualización/ }).first();
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
    const calls = client.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toContain('get /publicaciones/7/revisiones/5');
    expect(calls).toContain('post /publicaciones/7/revisiones/5/restaurar');
  });
});

describe('the history’s times', () => {
  it('are on the site’s clock, Mexico City unless the server names another zone, and say so', async () => {
    mount();
    await expect
      .element(dialog.getByText('Horas en la zona del sitio: hora de Ciudad de México.'))
      .toBeVisible();
    await dialog
      .getByRole('button', { name: /Actualización/ })
      .first()
      .click();
    await expect
      .element(dialog.getByRole('region', { name: 'Comparación con el texto actual' }))
      .toHaveTextContent('Actualización del 15 de junio de 2026, 11:42 (hora de Ciudad de México)');
  });

  it('follow the zone the server gives (SITE_TIME_ZONE)', async () => {
    const client = mount({
      answers: { 'GET /publicaciones/programadas': { zonaHoraria: 'Europe/Madrid', publicaciones: [] } },
    });
    const version = dialog.getByRole('button', { name: /Actualización/ }).first();
    await expect.element(version).toHaveTextContent('15 jun 2026, 19:42 · Lucía Ramírez');
    await expect.element(dialog.getByText('Horas en la zona del sitio: hora de Madrid.')).toBeVisible();
    await version.click();
    await expect
      .element(dialog.getByRole('region', { name: 'Comparación con el texto actual' }))
      .toHaveTextContent('Actualización del 15 de junio de 2026, 19:42 (hora de Madrid)');
    expect(client.requests.map((request) => request.path)).toContain('/publicaciones/programadas');
  });
});

describe('a long version’s comparison', () => {
  async function openLongVersion() {
    mount({ html: longCurrent });
    await dialog
      .getByRole('button', { name: /Actualización/ })
      .nth(1)
      .click();
    const comparison = dialog.getByRole('region', { name: 'Comparación con el texto actual' });
    await expect.element(comparison.getByText('4 cambios')).toBeVisible();
    return comparison;
  }

  it('goes from change to change, each in sight and focused, and counts them', async () => {
    const comparison = await openLongVersion();
    const next = comparison.getByRole('button', { name: 'Siguiente cambio' });
    const previous = comparison.getByRole('button', { name: 'Cambio anterior' });
    await expect.element(previous).toBeDisabled();

    await next.click();
    const first = comparison.getByRole('group', { name: 'Cambio 1 de 4' });
    await expect.element(first).toHaveFocus();
    await expect.element(first).toHaveTextContent('Cómo estudiar [añadido: mejor]');
    await expect.element(comparison.getByText('Cambio 1 de 4', { exact: true })).toBeVisible();

    await next.click();
    const second = comparison.getByRole('group', { name: 'Cambio 2 de 4' });
    await expect.element(second).toHaveFocus();
    // The edit stays inside its paragraph.
    await expect.element(second).toHaveTextContent(/^Repasa cada \[quitado: noche\]\[añadido: mañana\]\.$/);

    await next.click();
    const third = comparison.getByRole('group', { name: 'Cambio 3 de 4' });
    await expect.element(third).toHaveFocus();
    await expect.element(third).toHaveTextContent('[añadido: Duerme ocho horas.]');
    await expect.element(comparison.getByText('Cambio 3 de 4', { exact: true })).toBeVisible();
    await expect.element(third).toBeInViewport();

    await next.click();
    const fourth = comparison.getByRole('group', { name: 'Cambio 4 de 4' });
    await expect.element(fourth).toHaveFocus();
    await expect.element(fourth).toHaveTextContent(/^\[quitado: Despedida\.\]$/);
    await expect.element(fourth).toBeInViewport();
    await expect.element(next).toBeDisabled();

    await previous.click();
    await expect.element(third).toHaveFocus();
    await expect.element(comparison.getByText('Cambio 3 de 4', { exact: true })).toBeVisible();
  });

  it('folds long runs of unchanged paragraphs, and shows them on request', async () => {
    const comparison = await openLongVersion();
    // Paragraphs 3 to 9 are unchanged: the 3rd and 9th stay beside the changes, the five between fold.
    await expect.element(comparison.getByText('Párrafo 3 sin cambios.')).toBeVisible();
    await expect.element(comparison.getByText('Párrafo 5 sin cambios.')).not.toBeInTheDocument();
    await expect.element(comparison.getByText('Párrafo 9 sin cambios.')).toBeVisible();
    const fold = comparison.getByRole('button', { name: 'Mostrar 5 párrafos sin cambios' });
    await fold.click();
    await expect.element(fold).not.toBeInTheDocument();
    await expect.element(comparison.getByText('Párrafo 4 sin cambios.')).toHaveFocus();
    await expect.element(comparison.getByText('Párrafo 8 sin cambios.')).toBeVisible();
    // Two unchanged paragraphs between changes are too few to fold.
    await expect.element(comparison.getByText('Párrafo 10 sin cambios.')).toBeVisible();
    await expect.element(comparison.getByText('Párrafo 11 sin cambios.')).toBeVisible();
  });
});

describe('the Historial button', () => {
  it('gets the focus back when the dialog closes, by Escape or after a restore', async () => {
    const onRestored = vi.fn();
    const currentText = vi.fn(() => ({ title: 'Cómo estudiar', summary: 'Consejos', html: '<p>Hola.</p>' }));
    render(<PostHistory postId={7} currentText={currentText} onRestored={onRestored} />);
    const button = page.getByRole('button', { name: 'Historial' });

    await button.click();
    await expect.element(dialog).toBeVisible();
    expect(currentText).toHaveBeenCalledTimes(1);
    await dialog
      .getByRole('button', { name: /Actualización/ })
      .first()
      .click();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();

    await button.click();
    await dialog
      .getByRole('button', { name: /Actualización/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Restaurar esta versión' }).click();
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });
});
