import { registerReader, signIn } from './support/accounts';
import { adminToken, createPost, removeCreatedPosts } from './support/admin-api';
import { expect, test } from './support/test';

const BODY = [
  '<h2>Antes de empezar</h2>',
  '<p>Repasar con tarjetas obliga a recordar en lugar de releer, y recordar es lo que fija lo aprendido.</p>',
  '<p>Escribe la pregunta por un lado y la respuesta por el otro; separa las que fallas.</p>',
].join('');
const SUMMARY = 'Un método sencillo para estudiar con tarjetas, paso a paso.';
const CATEGORY_ID = 2;

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

async function writePost(request: import('@playwright/test').APIRequestContext, baseURL: string) {
  const titulo = `Tarjetas de repaso ${Date.now().toString(36)}`;
  const token = await adminToken(request, baseURL);
  const id = await createPost(request, baseURL, token, {
    titulo,
    contenido: BODY,
    resumen: SUMMARY,
    categorias: [CATEGORY_ID],
  });
  return { id, titulo };
}

test.describe('a post page as the server sends it', () => {
  test('has the title in an h1, the body, a description, a canonical URL, Open Graph and JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const { id, titulo } = await writePost(request, base);
    const answer = await request.get(`${base}/blog/${id}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = await answer.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${titulo}</h1>`));
    expect(html).toContain('<h2>Antes de empezar</h2>');
    expect(html).toContain('Repasar con tarjetas obliga a recordar en lugar de releer');
    expect(html).toContain(`<title>${titulo} | Pupitre</title>`);
    expect(html).toContain(`<meta name="description" content="${SUMMARY}">`);
    expect(html).toContain(`<link rel="canonical" href="${base}/blog/${id}">`);
    expect(html).toContain(`<meta property="og:title" content="${titulo}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'BlogPosting',
      headline: titulo,
      description: SUMMARY,
      publisher: { name: 'Pupitre' },
    });
    expect(html).toMatch(/^<!doctype html>\s*<html lang="es"/);
  });

  test('asks for its scripts only after it has been painted, and then hydrates', async ({
    page,
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`${baseURL}/blog`)).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const listed = JSON.parse(
      /<script type="application\/json" id="pupitre-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? '[]',
    );
    expect(listed[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(listed.some((url: string) => /^\/assets\/BlogPage-[\w-]+\.js$/.test(url))).toBe(true);

    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const paintedAt = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const scriptAskedAt = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
    );
    expect(paintedAt).toBeLessThanOrEqual(scriptAskedAt);
  });

  test('answers 404 with the Spanish notice for an unknown post or category', async ({
    request,
    baseURL,
  }) => {
    for (const [path, notice] of [
      ['/blog/999999', 'No se encontró la publicación solicitada.'],
      ['/blog/abc', 'No se proporcionó un ID de publicación válido.'],
      ['/categoria/999999', 'Categoria no encontrada.'],
    ] as const) {
      const answer = await request.get(`${baseURL}${path}`);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).toContain(notice);
    }
  });
});

test.describe('reading without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader opens the blog, follows a post, reads all of it and opens its category', async ({
    page,
    request,
    baseURL,
  }) => {
    const { titulo } = await writePost(request, baseURL ?? '');
    await page.goto('/blog');
    await page.getByRole('link', { name: titulo }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    const article = page.getByRole('article', { name: titulo });
    await expect(article.getByRole('heading', { level: 2, name: 'Antes de empezar' })).toBeVisible();
    await expect(article.getByText('separa las que fallas', { exact: false })).toBeVisible();
    await article
      .getByRole('list', { name: 'Categorías de la publicación' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/categoria/${CATEGORY_ID}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: titulo }).first()).toBeVisible();
  });
});

/** Sends a search with the page's scripts off: the browser submits the form as a GET with `q`. */
async function searchWithoutScripts(
  page: import('@playwright/test').Page,
  path: string,
  label: string,
  term: string,
) {
  await page.goto(path);
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(`${path}?${new URLSearchParams({ q: term })}`);
  // The server rendered the answer: the box shows the term it was sent.
  await expect(page.getByRole('searchbox', { name: label })).toHaveValue(term);
}

test.describe('searching without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on the blog, Enter sends the term and the server answers with its results', async ({ page }) => {
    await searchWithoutScripts(page, '/blog', 'Buscar publicaciones', 'tecnica pomodoro');
    await expect(page.getByText(/resultados? para «tecnica pomodoro»/)).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('La técnica Pomodoro, bien aplicada');
  });

  test('on a category, Enter sends the term and the server answers with its posts that match', async ({
    page,
    request,
    baseURL,
  }) => {
    const { titulo } = await writePost(request, baseURL ?? '');
    const word = titulo.split(' ').at(-1) ?? '';
    await searchWithoutScripts(page, `/categoria/${CATEGORY_ID}`, 'Buscar en esta categoría', word);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(titulo);
  });
});

const READING_PAGES = [
  '/home',
  '/blog',
  '/blog?q=memoria',
  '/categorias',
  '/categoria/2',
  '/categoria/2?q=tarjetas',
  '/terms',
  '/privacy',
  '/cookies',
];

test.describe('hydrating the reading pages', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const who of ['visitor', 'reader'] as const) {
      test(`brings no warning and no second fetch, for a ${who} in the ${theme} theme`, async ({
        page,
        request,
        baseURL,
      }) => {
        const base = baseURL ?? '';
        const { id } = await writePost(request, base);
        await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
        if (who === 'reader') {
          const reader = await registerReader(request, base);
          await signIn(page, base, reader.username, reader.password);
          await page.waitForLoadState('networkidle');
        }
        for (const path of [...READING_PAGES, `/blog/${id}`]) {
          const fetched: string[] = [];
          const listen = (sent: import('@playwright/test').Request) => {
            if (['fetch', 'xhr'].includes(sent.resourceType())) fetched.push(new URL(sent.url()).pathname);
          };
          page.on('request', listen);
          await page.goto(path, { waitUntil: 'networkidle' });
          await expect(page.locator('html')).toHaveClass(new RegExp(`pupitre-theme-${theme}`));
          page.off('request', listen);
          // A reader's session is loaded once the page is live; nothing the server sent is asked again.
          expect(fetched, path).toEqual(who === 'reader' ? ['/api/auth/user/'] : []);
        }
      });
    }
  }
});

test.describe('a signed-in reader on a server-rendered page', () => {
  test.use({ expectedConsoleErrors: [/ERR_FAILED/] });

  test('never sees the sign-up sections, not even before the scripts run', async ({ page, baseURL }) => {
    // Without the site's scripts, only the head's inline script can hide them.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseURL}/home`);
    await expect(page.getByText('Únete a la comunidad educativa de Pupitre')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('accessToken', 'stored'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Publicaciones recientes' })).toBeVisible();
    await expect(page.getByText('Únete a la comunidad educativa de Pupitre')).toBeHidden();
  });
});
