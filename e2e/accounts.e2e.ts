import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes, expectNoSeriousViolations } from './support/a11y';
import { registerReader, signIn } from './support/accounts';
import { resetPathFromOutbox } from './support/outbox';
import { solidPng } from './support/png';
import { expect, test } from './support/test';

async function logInThroughTheForm(page: Page, usernameOrEmail: string, password: string) {
  await page.getByLabel('Usuario o Correo Electrónico').fill(usernameOrEmail);
  await page.getByLabel(/^Contraseña\*?$/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Refused logins and spent reset links answer 400/401 on purpose. */
const REFUSED_ON_PURPOSE = [/status of 40[01] \((Unauthorized|Bad Request)\)/];

test.describe('accounts', () => {
  test('register, log in, change the avatar and log out', async ({ page }) => {
    const suffix = Date.now().toString(36);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Crear cuenta', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/register');

    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('El nombre es requerido')).toBeVisible();
    await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();

    await page.getByLabel(/^Nombre\*?$/).fill('Renata');
    await page.getByLabel('Apellido').fill('Ibarra');
    const username = page.getByLabel('Nombre de usuario');
    await username.pressSequentially(`Renata.${suffix}`);
    await expect(username).toHaveValue(`renata.${suffix}`);
    await page.getByLabel('Correo electrónico').fill(`renata.${suffix}@example.org`);
    await page.getByLabel(/^Contraseña\*?$/).fill('Enseñar-2026');
    await page.getByLabel('Confirmar contraseña').fill('Enseñar-2026');
    await page.getByRole('checkbox', { name: /Acepto los/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('¡Registro exitoso! Ahora puedes iniciar sesión.', { exact: true }),
    ).toBeVisible();
    await logInThroughTheForm(page, `renata.${suffix}@example.org`, 'Enseñar-2026');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(`@renata.${suffix}`)).toBeVisible();
    await expect(page.getByText('Estudiante').first()).toBeVisible();
    await expectAccessibleInBothThemes(page, () => expect(page.getByText(`@renata.${suffix}`)).toBeVisible());

    await page.getByLabel('Cambiar foto').setInputFiles({
      name: 'retrato.png',
      mimeType: 'image/png',
      buffer: solidPng(1200, 900, [30, 120, 110]),
    });
    await expect(page.getByText('Foto de perfil actualizada correctamente.', { exact: true })).toBeVisible();
    const photo = page.getByRole('img', { name: 'Foto de perfil de Renata Ibarra' });
    await expect(photo).toHaveAttribute('src', /^data:image\/jpeg/);
    // After a reload the photo comes from the server, re-encoded as a JPEG of at most 800 px.
    await page.reload();
    await expect(photo).toHaveAttribute('src', /\/api\/imagenes\/\d+$/);
    const stored = await page.request.get((await photo.getAttribute('src')) ?? '');
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    const size = await photo.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(size).toEqual([800, 600]);

    const refresh = await page.evaluate(
      () => localStorage.getItem('refreshToken') ?? sessionStorage.getItem('refreshToken'),
    );
    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar cierre de sesión' });
    const serverLogout = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/logout/'));
    await dialog.getByRole('button', { name: 'Sí, cerrar sesión' }).click();
    await expect(
      page.getByText('Hasta pronto, Renata! Has cerrado sesión correctamente.', { exact: true }),
    ).toBeVisible();
    // The server ended the session too: the refresh token the browser held no longer renews it.
    expect((await serverLogout).status()).toBe(200);
    expect((await page.request.post('/api/auth/token/refresh/', { data: { refresh } })).status()).toBe(401);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  });

  test.describe('with logins refused on purpose', () => {
    test.use({ expectedConsoleErrors: REFUSED_ON_PURPOSE });

    test('a wrong password is refused with the spec message', async ({ page }) => {
      await page.goto('/login');
      await expectNoSeriousViolations(page, '/login');
      await logInThroughTheForm(page, 'nadie-con-este-nombre', 'Incorrecta-123');
      await expect(page.getByText('Credenciales inválidas', { exact: true })).toBeVisible();
    });

    test('forgot the password, follow the emailed link, set a new one and log in with it', async ({
      page,
      baseURL,
    }) => {
      const reader = await registerReader(page.request, baseURL ?? '');
      await page.goto('/login');
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expectNoSeriousViolations(page, '/forgot-password');
      await page.getByLabel('Correo electrónico').fill(reader.email);
      await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
      await expect(page.getByRole('heading', { name: '¡Correo enviado!' })).toBeVisible();

      const resetPath = await resetPathFromOutbox(reader.email);
      await page.goto(resetPath);
      await expectNoSeriousViolations(page, '/reset-password/{token}');
      await page.getByLabel('Nueva contraseña').fill('corta');
      await page.getByLabel('Confirmar contraseña').fill('corta');
      await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
      await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
      await page.getByLabel('Nueva contraseña').fill('Nueva-clave-2026');
      await page.getByLabel('Confirmar contraseña').fill('Nueva-clave-2026');
      await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
      await expect(page.getByRole('heading', { name: '¡Contraseña restablecida!' })).toBeVisible();
      await page.getByRole('link', { name: 'Iniciar Sesión', exact: true }).click();

      await expect(page).toHaveURL(/\/login$/);
      await logInThroughTheForm(page, reader.username, reader.password);
      await expect(page.getByText('Credenciales inválidas', { exact: true })).toBeVisible();
      await logInThroughTheForm(page, reader.username, 'Nueva-clave-2026');
      await expect(page).toHaveURL(/\/dashboard$/);

      // The link is single use.
      await page.evaluate(() => localStorage.clear());
      await page.goto(resetPath);
      await page.getByLabel('Nueva contraseña').fill('Otra-clave-2026');
      await page.getByLabel('Confirmar contraseña').fill('Otra-clave-2026');
      await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
      await expect(
        page.getByText(
          'El enlace de restablecimiento no es válido o ha expirado. Por favor, solicita un nuevo enlace.',
        ),
      ).toBeVisible();
    });

    test('a deleted account can no longer log in', async ({ page, baseURL }) => {
      const reader = await registerReader(page.request, baseURL ?? '');
      await signIn(page, baseURL ?? '', reader.username, reader.password);
      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Eliminar cuenta' })).toBeVisible();
      // Readers do not publish: the profile promises them no posts of their own.
      await expect(page.getByRole('heading', { name: 'Mis publicaciones' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
      await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
      await expect(
        page.getByText(
          'Tu cuenta ha sido eliminada exitosamente. Serás redirigido a la página de inicio de sesión.',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

      await logInThroughTheForm(page, reader.username, reader.password);
      await expect(page.getByText('Credenciales inválidas', { exact: true })).toBeVisible();
    });
  });

  test('a reader opening the admin panel is sent home with the access-denied toast', async ({
    page,
    baseURL,
  }) => {
    const reader = await registerReader(page.request, baseURL ?? '');
    await signIn(page, baseURL ?? '', reader.username, reader.password);
    await page.goto('/admin/panel');
    await expect(
      page.getByText('Acceso denegado. Se requieren privilegios de administrador.', { exact: true }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/\/admin/);
    expect(new URL(page.url()).pathname).toMatch(/^\/(home|dashboard)?$/);
  });

  test('a logged-in reader is kept away from the login and register screens', async ({ page, baseURL }) => {
    const reader = await registerReader(page.request, baseURL ?? '');
    await signIn(page, baseURL ?? '', reader.username, reader.password);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
