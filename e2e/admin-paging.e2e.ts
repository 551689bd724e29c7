import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts';
import { adminToken } from './support/admin-api';
import { expect, test } from './support/test';

// Issue 30, item 5: with 450 more posts than the demo's, the panel pages on the server. The post the
// test looks for is written first, so 449 newer posts push it far past the newest 200 (the most the
// panel used to load), and it is found by a search the server runs.
const COUNT = 450;
/** Writes in flight at once: the server's own queue decides the rest. */
const PARALLEL = 6;
const PAGE_SIZE = 24;

const stem = Date.now().toString(36);
const target = { title: `Zanahoria cuántica ${stem}`, id: 0 };
const written: number[] = [];

/** Runs `task` for each item, `PARALLEL` at a time. */
async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

async function writePost(request: APIRequestContext, base: string, token: string, data: object) {
  const answer = await request.post(`${base}/api/publicaciones`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/**
 * The database's count of posts, drafts included, read on another path than the panel's: the seeds'
 * client's `/all` pages, 200 at a time by offset, to the end.
 */
async function countEveryPost(request: APIRequestContext, base: string, token: string): Promise<number> {
  let total = 0;
  for (let offset = 0; ; offset += 200) {
    const answer = await request.get(`${base}/api/publicaciones/all?limite=200&offset=${offset}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    const page = (await answer.json()) as unknown[];
    total += page.length;
    if (page.length < 200) return total;
  }
}

test.beforeAll(async ({ request, baseURL }) => {
  // 450 writes through the API, each sanitised, indexed and revised like an author's.
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const token = await adminToken(request, base);
  target.id = await writePost(request, base, token, {
    titulo: target.title,
    contenido: '<p>Una publicación antigua que el panel encuentra buscándola.</p>',
    resumen: 'La más antigua de las publicaciones de esta prueba.',
    estado: 'publicado',
    categorias: [5],
  });
  written.push(target.id);
  const fillers = Array.from({ length: COUNT - 1 }, (_, index) => index + 1);
  await inParallel(fillers, async (number) => {
    // Drafts: the reading pages stay as the other tests expect them, even if this file stops midway.
    const id = await writePost(request, base, token, {
      titulo: `Relleno ${stem} número ${number}`,
      contenido: `<p>Texto de relleno ${number}.</p>`,
      estado: 'borrador',
      categorias: [(number % 7) + 1],
    });
    written.push(id);
  });
});

test.afterAll(async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const token = await adminToken(request, base);
  await inParallel(written, async (id) => {
    const answer = await request.delete(`${base}/api/publicaciones/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect([200, 404]).toContain(answer.status());
  });
});

const cards = (page: Page) => page.getByRole('article');
const cardTitled = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title }) });
const totalCard = (page: Page) =>
  page.getByRole('region', { name: 'Resumen de publicaciones' }).getByRole('definition').first();
const formatted = (value: number) => new Intl.NumberFormat('es-MX').format(value);

test('with 450 more posts, the panel finds an old one by search, deletes it, and counts as the database does', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const token = await adminToken(page.request, base);
  const count = await countEveryPost(page.request, base, token);
  expect(count).toBeGreaterThanOrEqual(COUNT);
  // The post is not among the newest 200: the most the panel used to load.
  const newest = await page.request.get(`${base}/api/publicaciones/all?limite=200&offset=0`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const newestIds = ((await newest.json()) as { ID_publicaciones: number }[]).map(
    (post) => post.ID_publicaciones,
  );
  expect(newestIds).not.toContain(target.id);

  await signIn(page, base, ADMIN.username, ADMIN.password);
  await page.goto('/admin/panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de Administracion' })).toBeVisible();
  await expect(totalCard(page)).toHaveText(formatted(count));
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(page.getByText(`Mostrando ${PAGE_SIZE} de ${formatted(count)} publicaciones`)).toBeVisible();

  // More from the keyboard: the next page arrives and the focus lands on its first card.
  await page.getByRole('button', { name: 'Cargar más publicaciones' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Ver «/);

  // Found by the server's search, accents and capitals ignored.
  const search = page.getByRole('searchbox', { name: 'Buscar publicaciones' });
  await search.fill(`CUANTICA zanahoria ${stem}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cardTitled(page, target.title)).toHaveCount(1);
  await expect(page.getByText('Mostrando 1 de 1 publicación')).toBeVisible();

  await page.getByRole('button', { name: `Eliminar «${target.title}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar eliminacion' });
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Publicacion eliminada correctamente', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cardTitled(page, target.title)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sin resultados' })).toBeVisible();
  expect((await page.request.get(`${base}/api/publicaciones/${target.id}`)).status()).toBe(404);

  // The figures are the database's again, without reloading the page.
  const after = await countEveryPost(page.request, base, token);
  expect(after).toBe(count - 1);
  await expect(totalCard(page)).toHaveText(formatted(after));
  // Back to every post: the two pages loaded before come back, refreshed, and count one post less.
  await search.fill('');
  await expect(
    page.getByText(`Mostrando ${2 * PAGE_SIZE} de ${formatted(after)} publicaciones`),
  ).toBeVisible();
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('the panel and its "Cargar más publicaciones" fit without scrolling sideways', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', ADMIN.username, ADMIN.password);
    await page.goto('/admin/panel');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const more = page.getByRole('button', { name: 'Cargar más publicaciones' });
    await more.scrollIntoViewIfNeeded();
    await expect(more).toBeVisible();
    const { overflow, widest } = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      let widest = '';
      let right = viewport;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > right + 0.5) {
          right = box.right;
          widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} ${element.textContent?.slice(0, 40)}`;
        }
      }
      return { overflow: document.documentElement.scrollWidth - viewport, widest };
    });
    expect(overflow, `the panel scrolls sideways by ${overflow} px (widest: ${widest})`).toBeLessThanOrEqual(
      0,
    );
  });
});
