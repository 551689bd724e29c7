import type { Page } from '@playwright/test';
import { content, openEditor } from './support/editor';
import { expect, test } from './support/test';

const title = (page: Page) => page.getByLabel('Titulo del post');

async function write(page: Page, heading: string, text: string) {
  await title(page).fill(heading);
  await content(page).click();
  await page.keyboard.type(text);
  await expect(page.getByText(/Copia guardada en este navegador/)).toBeVisible();
}

async function recover(page: Page) {
  await expect(page.getByText(/Hay una copia sin guardar de esta publicación/)).toBeVisible();
  await page.getByRole('button', { name: 'Recuperar copia' }).click();
}

test('two new posts in two tabs, crash one: each comes back with its own text', async ({ page, baseURL }) => {
  await openEditor(page, baseURL ?? '');
  const second = await page.context().newPage();
  await second.goto('/admin/post/new');
  await expect(content(second)).toBeVisible();

  await write(page, 'Artículo de la primera pestaña', 'Texto de la primera.');
  await write(second, 'Artículo de la segunda pestaña', 'Texto de la segunda.');
  // The first tab goes without a word: no beforeunload, no pagehide handler gets to save anything.
  await page.close({ runBeforeUnload: false });
  // The browser lets go of a closed page's locks a moment later; an author opens the next tab later still.
  await expect.poll(() => second.evaluate(async () => (await navigator.locks.query()).held?.length)).toBe(1);

  const third = await second.context().newPage();
  await third.goto('/admin/post/new');
  await expect(content(third)).toBeVisible();
  await recover(third);
  await expect(title(third)).toHaveValue('Artículo de la primera pestaña');
  await expect(content(third)).toContainText('Texto de la primera.');

  // The second tab, still open, was never offered the first one's text; reloaded, it finds its own.
  await second.reload();
  await recover(second);
  await expect(title(second)).toHaveValue('Artículo de la segunda pestaña');
  await expect(content(second)).toContainText('Texto de la segunda.');
});
