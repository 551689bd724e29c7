import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

// Issue 34 item 3: a reader who opens an account from a post's comment area ends up back on that post.
test('registering from the comment area, then logging in, returns to the post', async ({ page }) => {
  const suffix = Date.now().toString(36);
  // The server trusts one proxy hop in these tests: an address of its own keeps this registration out of
  // the per-address limit the rest of the suite shares on 127.0.0.1.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.78.0.${Date.now() % 250}` });

  await gotoLive(page, '/blog');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Comentarios/ })).toBeVisible();
  const postPath = new URL(page.url()).pathname;
  const back = encodeURIComponent(`${postPath}#comentarios`);

  await page.getByRole('link', { name: 'Registrarse' }).last().click();
  await expect(page).toHaveURL(`/register?next=${back}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel(/^Nombre\*?$/).fill('Inés');
  await page.getByLabel('Apellido').fill('Robles');
  await page.getByLabel('Nombre de usuario').fill(`ines.${suffix}`);
  await page.getByLabel('Correo electrónico').fill(`ines.${suffix}@example.org`);
  await page.getByLabel(/^Contraseña\*?$/).fill('Aprender-2026');
  await page.getByLabel('Confirmar contraseña').fill('Aprender-2026');
  await page.getByRole('checkbox', { name: /Acepto los/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // Registering keeps `next` through to the login that follows.
  await expect(page).toHaveURL(`/login?next=${back}`);
  await expect(
    page.getByText('¡Registro exitoso! Ahora puedes iniciar sesión.', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Usuario o Correo Electrónico').fill(`ines.${suffix}`);
  await page.getByLabel(/^Contraseña\*?$/).fill('Aprender-2026');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

  await expect(page).toHaveURL(`${postPath}#comentarios`);
  await expect(page.getByRole('textbox', { name: 'Escribe un comentario' })).toBeVisible();
});
