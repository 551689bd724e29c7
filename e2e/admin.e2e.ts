import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/a11y';
import { ADMIN, signIn } from './support/accounts';
import { adminGet, adminToken, createPost, removeCreatedPosts } from './support/admin-api';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

interface CategoryCount {
  ID_categoria: number;
  Nombre_categoria: string;
  total: number;
}

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

let run = 0;
/** A title no other test or demo post carries. */
function uniqueTitle(what: string) {
  run += 1;
  return `${what} ${Date.now().toString(36)}${run}`;
}

async function openPanel(page: Page, baseURL: string) {
  await signIn(page, baseURL, ADMIN.username, ADMIN.password);
  await page.goto('/admin/panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de Administracion' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

const cardTitled = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test.describe('the admin panel', () => {
  test('shows the total of posts beside a chart whose counts are the API’s and add up to it', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const token = await adminToken(page.request, base);
    await openPanel(page, base);
    const summary = await adminGet<{ total: number; categorias: CategoryCount[] }>(
      page.request,
      base,
      token,
      '/publicaciones/admin/resumen',
    );
    const counts = await adminGet<CategoryCount[]>(
      page.request,
      base,
      token,
      '/publicaciones/estadisticas/categorias',
    );
    expect(summary.categorias).toEqual(counts);

    // Each post counts once, in its first category: the counts add up to the card's total.
    const total = counts.reduce((sum, row) => sum + row.total, 0);
    const overview = page.getByRole('region', { name: 'Resumen de publicaciones' });
    await expect(overview.getByRole('definition').first()).toHaveText(String(total));
    const table = overview.getByRole('table', { name: 'Publicaciones por categoría' });
    for (const row of counts) {
      await expect(
        table.getByRole('row', { name: `${row.Nombre_categoria} ${row.total}`, exact: true }),
      ).toHaveCount(1);
    }
    await expect(table.getByRole('row', { name: `Total ${total}`, exact: true })).toHaveCount(1);
    // The figures are the database's; the list shows its first page of them.
    expect(summary.total).toBe(total);
    const shown = Math.min(total, 24);
    await expect(page.getByRole('article')).toHaveCount(shown);
    await expect(page.getByText(`Mostrando ${shown} de ${total} publicaciones`)).toBeVisible();
  });

  test('filters by text and status, and sorts', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const token = await adminToken(page.request, base);
    const stem = uniqueTitle('Filtro');
    await createPost(page.request, base, token, { titulo: `${stem} Zeta` });
    await createPost(page.request, base, token, { titulo: `${stem} Alfa` });
    await createPost(page.request, base, token, { titulo: `${stem} Beta`, estado: 'borrador' });
    await openPanel(page, base);

    await page.getByRole('searchbox', { name: 'Buscar publicaciones' }).fill(stem);
    const headings = page.getByRole('article').getByRole('heading');
    await expect(headings).toHaveCount(3);
    await expect(headings.first()).toHaveText(`${stem} Beta`);

    await page.getByRole('combobox', { name: 'Ordenar' }).click();
    await page.getByRole('option', { name: /alfab/i }).click();
    await expect(headings).toHaveText([`${stem} Alfa`, `${stem} Beta`, `${stem} Zeta`]);

    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Borradores' }).click();
    await expect(headings).toHaveText([`${stem} Beta`]);
    await expect(cardTitled(page, `${stem} Beta`).getByText('Borrador', { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Publicadas' }).click();
    await expect(headings).toHaveText([`${stem} Alfa`, `${stem} Zeta`]);
    await expect(cardTitled(page, `${stem} Alfa`).getByText('Publicado', { exact: true })).toBeVisible();
  });

  test('"Actualizar" fetches posts written since the panel opened', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const token = await adminToken(page.request, base);
    await openPanel(page, base);
    const title = uniqueTitle('Recién escrita');
    await createPost(page.request, base, token, { titulo: title });
    await expect(cardTitled(page, title)).toHaveCount(0);

    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(toast(page, 'Actualizando publicaciones...')).toBeVisible();
    await expect(toast(page, 'Publicaciones actualizadas correctamente')).toBeVisible();
    await expect(cardTitled(page, title)).toHaveCount(1);
  });

  test('deletes a post and its comments through the confirmation', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const token = await adminToken(page.request, base);
    const title = uniqueTitle('Para borrar');
    const id = await createPost(page.request, base, token, { titulo: title });
    const comment = await page.request.post(`${base}/api/comentarios/publicacion/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { contenido: 'Un comentario que se irá con la publicación' },
    });
    expect(comment.status()).toBe(201);
    await openPanel(page, base);
    await page.getByRole('searchbox', { name: 'Buscar publicaciones' }).fill(title);

    await page.getByRole('button', { name: `Eliminar «${title}»` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar eliminacion' });
    await expect(dialog).toContainText('Esta acción no se puede deshacer.');
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();

    await expect(toast(page, 'Publicacion eliminada correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cardTitled(page, title)).toHaveCount(0);
    expect((await page.request.get(`${base}/api/publicaciones/${id}`)).status()).toBe(404);
    expect((await page.request.get(`${base}/api/comentarios/publicacion/${id}`)).status()).toBe(404);
  });

  test('neither loads nor shows the assistant, which comes back on the blog', async ({ page, baseURL }) => {
    await openPanel(page, baseURL ?? '');
    // Signing in passed through a reading page, which loads the assistant: the panel is opened afresh.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    // Past the idle moment (at most 2 s) when a reading page shows it.
    await page.waitForTimeout(2500);
    const bubble = page.getByRole('button', { name: 'Abrir asistente' });
    await expect(bubble).toHaveCount(0);
    expect(scripts.filter((path) => /SiteAssistant/.test(path))).toEqual([]);

    await page.getByRole('link', { name: 'Blog' }).first().click();
    await expect(bubble).toBeVisible();
  });

  test('has no serious accessibility violation in either theme', async ({ page, baseURL }) => {
    await openPanel(page, baseURL ?? '');
    await expectAccessibleInBothThemes(page, async () => {
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'Publicaciones por categoría' })).toBeAttached();
    });
  });
});

test.describe('a panel whose posts cannot be loaded', () => {
  // The failing answers are provoked on purpose; Chromium logs each one.
  test.use({ expectedConsoleErrors: [/500/] });

  test('says so and shows no total, not even a 0', async ({ page, baseURL }) => {
    await signIn(page, baseURL ?? '', ADMIN.username, ADMIN.password);
    await page.route(/\/api\/publicaciones\/(all|estadisticas|admin)/, (route) =>
      route.fulfill({ status: 500, json: { detail: 'Error interno' } }),
    );
    await page.goto('/admin/panel');
    await expect(
      page.getByText('No se pudieron cargar las publicaciones. Por favor, intenta de nuevo mas tarde.'),
    ).toBeVisible();
    await expect(page.getByText('Total de publicaciones')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Resumen de publicaciones' })).toHaveCount(0);
  });
});

test.describe('a draft', () => {
  // The visitor's look at the draft's address is refused with a 404, which Chromium logs.
  test.use({ expectedConsoleErrors: [/404/] });

  test('carries its badge and banner for the superuser and stays invisible to a visitor', async ({
    page,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const token = await adminToken(page.request, base);
    const title = uniqueTitle('Borrador secreto');
    const id = await createPost(page.request, base, token, { titulo: title, estado: 'borrador' });

    await openPanel(page, base);
    await page.getByRole('searchbox', { name: 'Buscar publicaciones' }).fill(title);
    await expect(cardTitled(page, title).getByText('Borrador', { exact: true })).toBeVisible();
    await cardTitled(page, title)
      .getByRole('link', { name: `Ver «${title}»` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/post/${id}$`));
    await expect(page.getByRole('note')).toContainText('Borrador');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar publicación' })).toHaveAttribute(
      'href',
      `/admin/post/edit/${id}`,
    );

    const visitor = await browser.newPage({ baseURL: base });
    await gotoLive(visitor, '/blog');
    await expect(visitor.getByRole('article').first()).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    const search = await visitor.request.get(
      `${base}/api/publicaciones/search?term=${encodeURIComponent(title)}`,
    );
    expect(await search.json()).toEqual([]);
    await visitor.getByRole('searchbox', { name: 'Buscar publicaciones' }).fill(title);
    await visitor.getByRole('searchbox', { name: 'Buscar publicaciones' }).press('Enter');
    await expect(visitor.getByText(/0 resultados/)).toBeVisible();
    await visitor.goto(`/blog/${id}`);
    await expect(visitor.getByText('No se encontró la publicación solicitada.')).toBeVisible();
    await visitor.close();
  });
});

test('a reader browsing the blog never downloads the admin panel’s or the editor’s code', async ({
  page,
}) => {
  const scripts: Promise<{ path: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => ({ path: new URL(response.url()).pathname, text })));
  });
  // The server sends the articles before the scripts arrive: each page's scripts are read in full
  // before the next navigation, which would take their bodies away.
  await page.goto('/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(
    loaded.map((script) => script.path).filter((path) => /Admin|PostEditor|HtmlCode/.test(path)),
  ).toEqual([]);
  // Slate marks its nodes with data-slate-node, CodeMirror styles .cm-gutters: neither may reach a reader.
  const editorCode = loaded.filter(({ text }) => /data-slate-node|cm-gutters/.test(text));
  expect(editorCode.map((script) => script.path)).toEqual([]);
});
