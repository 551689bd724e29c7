import type { Page } from '@playwright/test';
import { removeCreatedPosts, trackPost } from './support/admin-api';
import { chooseCategory, content, openEditor, toast } from './support/editor';
import { expect, test } from './support/test';

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

/** Replaces the whole body of a published post with `text` and puts it live with Actualizar. */
async function rewriteAndPublish(page: Page, id: number, text: string) {
  await page.goto(`/admin/post/edit/${id}`);
  await content(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(toast(page, '¡Post actualizado correctamente!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/panel$/);
}

const versions = (page: Page) =>
  page.getByRole('dialog', { name: 'Historial' }).getByRole('listitem').getByRole('button');

test('publish, edit twice, restore the first version over text not yet applied: the text is kept, the public page changes only on Actualizar', async ({
  page,
  baseURL,
}) => {
  const title = `Versiones de una clase ${Date.now().toString(36)}`;
  await openEditor(page, baseURL ?? '');
  await page.getByLabel('Titulo del post').fill(title);
  await chooseCategory(page, 'Noticias');
  await content(page).click();
  await page.keyboard.type('Primera versión: empezamos con una pregunta.');
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, '¡Post publicado correctamente!')).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('link', { name: /Editar/ }).click();
  await expect(page).toHaveURL(/\/admin\/post\/edit\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);
  trackPost(id);

  await rewriteAndPublish(page, id, 'Segunda versión: empezamos con un ejemplo.');
  await rewriteAndPublish(page, id, 'Tercera versión: empezamos con un juego.');

  // Text not yet applied, then a restore: the text stays in the history, the public page waits for Actualizar.
  await page.goto(`/admin/post/edit/${id}`);
  await content(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Un párrafo sin publicar.');
  await expect(page.getByText(/Cambios sin publicar guardados a las/)).toBeVisible();
  await page.getByRole('button', { name: 'Historial' }).click();
  await expect(versions(page)).toHaveCount(4);
  await versions(page).last().click();
  const comparison = page.getByRole('region', { name: 'Comparación con el texto actual' });
  await expect(comparison).toContainText('pregunta');
  await page.getByRole('button', { name: 'Restaurar esta versión' }).click();
  await expect(
    toast(page, 'Cambios guardados. La publicación no cambia hasta que pulses «Actualizar».'),
  ).toBeVisible();
  await expect(content(page)).toHaveText('Primera versión: empezamos con una pregunta.');

  await page.getByRole('button', { name: 'Historial' }).click();
  await expect(versions(page)).toHaveCount(5);
  await expect(versions(page).nth(0)).toContainText('Restauración');
  await expect(versions(page).nth(1)).toContainText('Guardado automático');
  await versions(page).nth(1).click();
  await expect(comparison).toContainText('Un párrafo sin publicar.');
  await page.keyboard.press('Escape');

  const reader = await page.context().browser()?.newPage();
  if (!reader) throw new Error('no browser');
  await reader.goto(`${baseURL}/blog/${id}`);
  await expect(reader.getByRole('article')).toContainText('Tercera versión: empezamos con un juego.');

  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(toast(page, '¡Post actualizado correctamente!')).toBeVisible();
  await reader.goto(`${baseURL}/blog/${id}`);
  await expect(reader.getByRole('article')).toContainText('Primera versión: empezamos con una pregunta.');
  await expect(reader.getByRole('article')).not.toContainText('Tercera versión');
  await reader.close();
});
