import type { Browser, Page } from '@playwright/test';
import { registerReader } from './support/accounts';
import { adminToken, createPost, removeCreatedPosts } from './support/admin-api';
import { expect, test } from './support/test';

const CATEGORY_ID = 5;
const POST_CARD = '[data-post-card-link]';

/** A page in a browser that runs no scripts at all, as a crawler or a reader with them turned off. */
async function withoutScripts(
  browser: Browser,
  baseURL: string | undefined,
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'es-MX' });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

test.describe('with JavaScript off', () => {
  test('/ and /dashboard land on /home, redirected by the server', async ({ browser, baseURL, request }) => {
    for (const path of ['/', '/dashboard']) {
      const answer = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers().location, path).toBe('/home');
    }
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Tu Destino para Educación, Innovación y Crecimiento',
      );
    });
  });

  test('/login shows its form and says clearly why logging in needs scripts', async ({
    browser,
    baseURL,
    request,
  }) => {
    const message =
      'Para iniciar sesión necesitas activar JavaScript: tu sesión se guarda en este navegador. Puedes leer el blog, crear una cuenta y recuperar tu contraseña sin él.';
    // Playwright turns scripts off by emulation, under which Chromium still parses <noscript> as text:
    // the message is read from the page as served, which a browser without scripts shows.
    const served = await (await request.get('/login')).text();
    const noscript = served.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? '';
    expect(noscript.replace(/<[^>]+>/g, '')).toBe(message);
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
      await expect(page.getByLabel('Usuario o Correo Electrónico')).toBeVisible();
      // Nothing is sent that cannot work: no password ever travels in an address.
      await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeDisabled();
    });
  });

  test('/about, /contact, /register and /forgot-password are rendered by the server', async ({
    browser,
    baseURL,
  }) => {
    await withoutScripts(browser, baseURL, async (page) => {
      const pages: [string, string][] = [
        ['/about', 'Acerca de Pupitre'],
        ['/contact', 'Contacto'],
        ['/register', 'Crear cuenta'],
        ['/forgot-password', 'Recuperar contraseña'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      }
      await expect(page.getByRole('button', { name: 'Enviar enlace de recuperación' })).toBeEnabled();
      // The contact form needs the session its scripts hold: its button waits for them, so a press can
      // never put the message in the address.
      await page.goto('/contact');
      await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
    });
  });

  test('/contact says why sending a message needs scripts', async ({ request }) => {
    const served = await (await request.get('/contact')).text();
    const noscript = served.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? '';
    expect(noscript.replace(/<[^>]+>/g, '')).toBe(
      'Para enviar un mensaje necesitas activar JavaScript: tu sesión se guarda en este navegador.',
    );
    expect(served.match(/<form[^>]*contact-form-title[^>]*>/)?.[0]).toContain('method="post"');
  });

  test('registering works: the same errors first, then the login page says it worked', async ({
    browser,
    baseURL,
    request,
  }) => {
    const taken = await registerReader(request, baseURL ?? '');
    const suffix = Date.now().toString(36);
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto('/register?next=%2Fblog');
      await page.getByRole('textbox', { name: /^Nombre\*?$/ }).fill('Sin');
      await page.getByRole('textbox', { name: /^Apellido/ }).fill('Scripts');
      await page.getByRole('textbox', { name: /^Nombre de usuario/ }).fill(taken.username);
      await page.getByRole('textbox', { name: /^Correo/ }).fill(`sinscripts${suffix}@example.org`);
      await page.getByLabel(/^Contraseña\*?$/).fill('Aprender-2025');
      await page.getByLabel(/^Confirmar contraseña/).fill('Otra-2025x');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      // The schema's message, and the values kept (never the passwords).
      await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
      await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Apellido/ })).toHaveValue('Scripts');
      await expect(page.getByLabel(/^Contraseña\*?$/)).toHaveValue('');

      await page.getByLabel(/^Contraseña\*?$/).fill('Aprender-2025');
      await page.getByLabel(/^Confirmar contraseña/).fill('Aprender-2025');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page.getByText('Este nombre de usuario ya está en uso. Intenta con otro.')).toBeVisible();

      await page.getByRole('textbox', { name: /^Nombre de usuario/ }).fill(`sinscripts${suffix}`);
      await page.getByLabel(/^Contraseña\*?$/).fill('Aprender-2025');
      await page.getByLabel(/^Confirmar contraseña/).fill('Aprender-2025');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fblog&registrado$/);
      await expect(page.getByText('¡Registro exitoso! Ahora puedes iniciar sesión.')).toBeVisible();
    });
    // The account exists: it logs in through the API.
    const login = await request.post(`${baseURL}/api/auth/token/`, {
      data: { username: `sinscripts${suffix}`, password: 'Aprender-2025' },
    });
    expect(login.ok()).toBe(true);
  });

  test('password recovery works: a bad address, an unknown one, then the email sent', async ({
    browser,
    baseURL,
    request,
  }) => {
    const reader = await registerReader(request, baseURL ?? '');
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto('/forgot-password');
      await page.getByRole('textbox', { name: /Correo/ }).fill('no-es-un-correo');
      await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
      await expect(page.getByText('Por favor ingresa un correo electrónico válido.')).toBeVisible();

      await page.getByRole('textbox', { name: /Correo/ }).fill('nadie-aqui@example.org');
      await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
      await expect(page.getByText('No pudimos enviar el enlace')).toBeVisible();
      await expect(
        page.getByText(
          'No existe ninguna cuenta con este correo electrónico. Por favor, verifica que has introducido el correo correcto.',
        ),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Intentar de nuevo' }).click();

      await page.getByRole('textbox', { name: /Correo/ }).fill(reader.email);
      await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
      await expect(page.getByRole('heading', { name: '¡Correo enviado!' })).toBeVisible();
      await expect(page.getByText(reader.email)).toBeVisible();
    });
  });

  test('the 7th post of the blog is reached by following "Cargar más publicaciones"', async ({
    browser,
    baseURL,
  }) => {
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto('/blog');
      await expect(page.locator(POST_CARD)).toHaveCount(6);
      await page.getByRole('link', { name: 'Cargar más publicaciones' }).click();
      await expect(page).toHaveURL(/\/blog\?pagina=2$/);
      const seventh = page.locator(POST_CARD).nth(6);
      const title = (await seventh.textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      await seventh.click();
      await expect(page).toHaveURL(/\/blog\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  });

  test("the 10th post of a category is reached through the pagination's links", async ({
    browser,
    baseURL,
    request,
  }) => {
    const base = baseURL ?? '';
    const token = await adminToken(request, base);
    const stamp = Date.now().toString(36);
    for (let index = 1; index <= 10; index++) {
      await createPost(request, base, token, {
        titulo: `Página dos ${stamp} ${index}`,
        categorias: [CATEGORY_ID],
      });
    }
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto(`/categoria/${CATEGORY_ID}`);
      await expect(page.locator(POST_CARD)).toHaveCount(9);
      await page.getByRole('link', { name: 'Página 2', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/categoria/${CATEGORY_ID}\\?pagina=2$`));
      await expect(page.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Only this test's posts are this new: the tenth newest is one of them.
      const tenth = page.locator(POST_CARD).first();
      const title = (await tenth.textContent())?.trim() ?? '';
      expect(title).toMatch(new RegExp(`^Página dos ${stamp} \\d+$`));
      await tenth.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  });
});
