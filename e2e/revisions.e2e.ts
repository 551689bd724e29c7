import type { Page } from '@playwright/test';
import { removeCreatedPosts, trackPost } from './support/admin-api';
import { chooseCategory, content, openEditor, toast } from './support/editor';
import { expect, test } from './support/test';

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

/** Replaces the whole body with `text` and saves it with Publicar. */
async function rewriteAndPublish(page: Page, id: number, text: string) {
  await page.goto(`/admin/post/edit/${id}`);
  await content(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, '¡Post actualizado correctamente!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/panel$/);
}

const versions = (page: Page) =>
  page.getByRole('dialog', { name: 'Historial' }).getByRole('listitem').getByRole('button');

test('publish, edit twice, restore the first version: the public page shows it and the history lists four', async ({
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

  await page.goto(`/admin/post/edit/${id}`);
  await page.getByRole('button', { name: 'Historial' }).click();
  await expect(versions(page)).toHaveCount(3);
  await versions(page).last().click();
  const comparison = page.getByRole('region', { name: 'Comparación con el texto actual' });
  await expect(comparison).toContainText('pregunta');
  await page.getByRole('button', { name: 'Restaurar esta versión' }).click();
  await expect(toast(page, 'Versión restaurada correctamente.')).toBeVisible();
  await expect(content(page)).toHaveText('Primera versión: empezamos con una pregunta.');

  await page.getByRole('button', { name: 'Historial' }).click();
  await expect(versions(page)).toHaveCount(4);
  await expect(versions(page).first()).toContainText('Restauración');

  await page.goto(`/blog/${id}`);
  await expect(page.getByRole('article')).toContainText('Primera versión: empezamos con una pregunta.');
  await expect(page.getByRole('article')).not.toContainText('Tercera versión');
});
