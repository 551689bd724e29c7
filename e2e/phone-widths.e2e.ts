import type { APIRequestContext, Page } from '@playwright/test';
import { registerReader, signIn } from './support/accounts';
import { adminToken, createPost, removeCreatedPosts } from './support/admin-api';
import { centresOf, commentHeader, placeholderFit, relatedPostRows } from './support/layout-boxes';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

const WIDTHS = [320, 375];
const PUBLIC_ROUTES = [
  '/home',
  '/blog',
  '/blog/1',
  '/categorias',
  '/categoria/2',
  '/terms',
  '/privacy',
  '/cookies',
  '/login',
  '/register',
  '/forgot-password',
];
const READER_ROUTES = ['/dashboard', '/about', '/contact', '/profile'];

/** How far the page reaches past the viewport's right edge (0 when nothing scrolls sideways). */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    let widest = '';
    let right = viewport;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`;
      }
    }
    return { overflow: document.documentElement.scrollWidth - viewport, widest };
  });
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { overflow, widest } = await sidewaysOverflow(page);
  expect(overflow, `${path} scrolls sideways by ${overflow} px (widest: ${widest})`).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('no public page scrolls sideways', async ({ page }) => {
      for (const path of PUBLIC_ROUTES) await expectNoSidewaysScroll(page, path);
    });

    test("no reader's page scrolls sideways", async ({ page, baseURL }) => {
      const reader = await registerReader(page.request, baseURL ?? '');
      await signIn(page, baseURL ?? '', reader.username, reader.password);
      for (const path of READER_ROUTES) await expectNoSidewaysScroll(page, path);
    });
  });
}

/** The id of the demo post with this title. */
async function postTitled(request: APIRequestContext, baseURL: string, title: string): Promise<number> {
  const answer = await request.get(`${baseURL}/api/publicaciones?limite=100`);
  const posts = (await answer.json()) as { ID_publicaciones: number; Titulo: string }[];
  const found = posts.find((post) => post.Titulo === title);
  if (!found) throw new Error(`No demo post is titled «${title}»`);
  return found.ID_publicaciones;
}

/** Registers a reader with this username, who then comments on the post. */
async function commentAs(request: APIRequestContext, baseURL: string, username: string, postId: number) {
  const reader = await registerReader(request, baseURL, { username });
  const login = await request.post(`${baseURL}/api/auth/token/`, {
    data: { username: reader.username, password: reader.password },
  });
  const { access } = (await login.json()) as { access: string };
  const answer = await request.post(`${baseURL}/api/comentarios/publicacion/${postId}`, {
    headers: { Authorization: `Bearer ${access}` },
    data: { contenido: `Un comentario de ${username}.` },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

// The layout flaws of issue 34, measured on a phone and just above the 768 px breakpoint, where the
// sidebar is at its narrowest.
for (const width of [320, 800]) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('related posts: thumbnails line up and titles break only between words', async ({
      page,
      baseURL,
    }) => {
      // Its related posts include «Presentaciones accesibles…», the title once cut as "Presentaci/ones".
      const id = await postTitled(page.request, baseURL ?? '', 'Tu plan de estudio en un calendario digital');
      await gotoLive(page, `/blog/${id}`);
      await page.waitForLoadState('networkidle');
      const rows = await relatedPostRows(page);
      expect(rows.map((row) => row.title)).toContain('Presentaciones accesibles para todo el grupo');
      for (const row of rows) {
        expect(Math.abs(row.thumbnailIndent), `thumbnail of «${row.title}»`).toBeLessThanOrEqual(0.5);
        expect(row.titleOverflow, `«${row.title}» overflows its row`).toBeLessThanOrEqual(0.5);
        expect(row.splitWords, `«${row.title}» breaks mid-word`).toEqual([]);
      }
    });

    test('the news carousel keeps its controls on one line', async ({ page }) => {
      await gotoLive(page, '/home');
      const carousel = page.getByRole('region', { name: 'Últimas publicaciones' });
      const next = carousel.getByRole('button', { name: 'Noticia siguiente' });
      const controls = [
        carousel.getByRole('button', { name: /carrusel$/ }),
        carousel.getByRole('button', { name: 'Noticia anterior' }),
        carousel.getByRole('button', { name: 'Ir a la noticia 1' }),
        next,
      ];
      const centres = await centresOf(controls);
      expect(new Set(centres).size, `vertical centres ${centres.join(', ')}`).toBe(1);
      // Fitting by shrinking a target below 24 px (WCAG 2.5.8) would not count.
      for (const control of controls) {
        const box = await control.boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      }
      const frame = await carousel.boundingBox();
      const arrow = await next.boundingBox();
      expect((arrow?.x ?? 0) + (arrow?.width ?? 0)).toBeLessThanOrEqual(
        (frame?.x ?? 0) + (frame?.width ?? 0),
      );
    });

    test('the category search shows its whole placeholder', async ({ page }) => {
      await gotoLive(page, '/categoria/2');
      const fit = await placeholderFit(page.getByRole('searchbox'));
      expect(fit.placeholder).toBe('Buscar en esta categoría...');
      expect(fit.text, `room for text: ${fit.room} px`).toBeLessThanOrEqual(fit.room);
    });

    test.describe('comments', () => {
      let postId = 0;
      const suffix = Date.now().toString(36);
      const shortName = `eva${width}${suffix.slice(-3)}`;
      const longName = `lectora.con.un.nombre.de.usuario.bastante.largo.${width}.${suffix}`;

      test.beforeAll(async ({ request, baseURL }) => {
        const base = baseURL ?? '';
        postId = await createPost(request, base, await adminToken(request, base), {
          titulo: `Nombres cortos y largos ${suffix}`,
        });
        await commentAs(request, base, shortName, postId);
        await commentAs(request, base, longName, postId);
      });
      test.afterAll(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

      test('the date sits under the author, for short and long names alike', async ({ page }) => {
        await gotoLive(page, `/blog/${postId}`);
        for (const name of [shortName, longName]) {
          const header = await commentHeader(page.getByRole('article', { name: `Comentario de ${name}` }));
          expect(header, name).toEqual({ dateBelowName: true, leftEdgesApart: 0 });
        }
      });
    });

    test.describe('a missing post', () => {
      test.use({ expectedConsoleErrors: [/status of 404/] });

      test('names itself in the tab', async ({ page }) => {
        await gotoLive(page, '/blog/987654');
        await expect(page.getByText('No se encontró la publicación solicitada.')).toBeVisible();
        await expect(page).toHaveTitle('Publicación no encontrada | Pupitre');
      });
    });

    test('register and forgot-password show the light theme to a reader who chose dark', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      const root = page.locator('html');
      await gotoLive(page, '/home');
      await expect(root).toHaveClass(/pupitre-theme-dark/);
      for (const path of ['/login', '/register', '/forgot-password']) {
        await gotoLive(page, path);
        await expect(root, path).not.toHaveClass(/pupitre-theme-dark/);
        await expect(root, path).toHaveClass(/pupitre-theme-light/);
      }
    });
  });
}
