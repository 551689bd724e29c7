import type { Page } from '@playwright/test';
import { ADMIN, signIn } from './accounts';
import { expect } from './test';

export interface SavedPost {
  ID_publicaciones: number;
  Titulo: string;
  Contenido: string;
  Resumen: string | null;
  Imagen_portada: string | null;
}

export async function openEditor(page: Page, baseURL: string, path = '/admin/post/new') {
  await signIn(page, baseURL, ADMIN.username, ADMIN.password);
  await page.goto(path);
  await expect(page.getByRole('textbox', { name: 'Contenido' })).toBeVisible();
}

/** Picks the post's category in the editor's sidebar (a new post starts without one). */
export async function chooseCategory(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

export const content = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });

export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/**
 * Selects `text`, which ends at the cursor, as a writer does with Shift+←, and waits until the page
 * shows it selected: a busy machine may still be handling the key presses when the next step starts.
 */
export async function selectBack(page: Page, text: string) {
  for (let index = 0; index < text.length; index += 1) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(text);
}

/** A button of the editor's main toolbar (the floating one repeats some of them). */
export const formatButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Formato del contenido' }).getByRole('button', { name });

/** Moves the cursor left; the first press collapses a selection to its start. */
export async function moveLeft(page: Page, count: number) {
  for (let index = 0; index < count; index += 1) await page.keyboard.press('ArrowLeft');
}

/**
 * slate-react reads the browser's selection at most every 100 ms; a key pressed before it has can act
 * on the old selection. Writers never type that fast after a caret jump; the tests wait the same way.
 */
export async function letSelectionSettle(page: Page) {
  await page.waitForTimeout(150);
}
