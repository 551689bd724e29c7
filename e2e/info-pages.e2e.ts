import { expectAccessibleInBothThemes } from './support/a11y';
import { registerReader, signIn } from './support/accounts';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

test.describe('about and contact', () => {
  test('a visitor is sent to /login, told why, and lands back on the page after logging in', async ({
    page,
    baseURL,
  }) => {
    const reader = await registerReader(page.request, baseURL ?? '');
    await page.goto('/about');
    await expect(page).toHaveURL(/\/login\?next=%2Fabout$/);
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/login\?next=%2Fcontact$/);
    await expect(page.getByRole('note')).toHaveText('Inicia sesión para ver esta página.');
    await page.getByLabel('Usuario o Correo Electrónico').fill(reader.username);
    await page.getByLabel(/^Contraseña\*?$/).fill(reader.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a login link pointing at another site leads to the dashboard instead', async ({ page, baseURL }) => {
    const reader = await registerReader(page.request, baseURL ?? '');
    await page.goto('/login?next=%2F%2Fevil.example%2F');
    await page.getByLabel('Usuario o Correo Electrónico').fill(reader.username);
    await page.getByLabel(/^Contraseña\*?$/).fill(reader.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a reader reads about Pupitre and sends a message through the contact form', async ({
    page,
    baseURL,
  }) => {
    const reader = await registerReader(page.request, baseURL ?? '');
    await signIn(page, baseURL ?? '', reader.username, reader.password);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The five motivations read as paragraphs, not slivers: at most three across.
    const motivations = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    const firstBox = await motivations.first().boundingBox();
    expect(firstBox?.width ?? 0).toBeGreaterThan(340);
    await expectAccessibleInBothThemes(page, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    await gotoLive(page, '/contact');
    await expect(page.getByText(/48 horas/).first()).toBeVisible();
    // The address is the server's SITE_EMAIL (set by the e2e setup), not one written in the site.
    await expect(page.getByRole('link', { name: 'escribenos@pupitre.example' })).toHaveAttribute(
      'href',
      'mailto:escribenos@pupitre.example',
    );
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('El nombre es requerido')).toBeVisible();
    await page.getByRole('textbox', { name: /Nombre/ }).fill('Lectora Prueba');
    await page.getByRole('textbox', { name: /Correo/ }).fill('lectora@example.org');
    await page.getByRole('textbox', { name: /Asunto/ }).fill('Propuesta de artículo');
    await page
      .getByRole('textbox', { name: /Mensaje/ })
      .fill('Me gustaría escribir sobre evaluación en primaria.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(
      page.getByText('Mensaje enviado correctamente. Te responderemos en un plazo de 48 horas.'),
    ).toBeVisible();
    await expectAccessibleInBothThemes(page, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

test.describe('legal pages', () => {
  for (const [path, title] of [
    ['/terms', 'Términos y condiciones'],
    ['/privacy', 'Política de privacidad'],
    ['/cookies', 'Política de cookies'],
  ] as const) {
    test(`${path} is public and accessible in both themes`, async ({ page }) => {
      const served = await page.request.get(path);
      expect(await served.text()).toContain('href="mailto:escribenos@pupitre.example"');
      await gotoLive(page, path);
      await expect(page).toHaveTitle(`${title} | Pupitre`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessibleInBothThemes(page, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    });
  }

  test('the cookie types open one at a time', async ({ page }) => {
    await gotoLive(page, '/cookies');
    const triggers = page.getByRole('button', {
      name: /^(Esenciales|Preferencias|Estadísticas|Marketing)/,
    });
    await expect(triggers).toHaveCount(4);
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(2).click();
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    for (const index of [0, 1, 3])
      await expect(triggers.nth(index)).toHaveAttribute('aria-expanded', 'false');
  });
});
