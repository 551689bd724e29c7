import { expectAccessibleInBothThemes } from './support/a11y';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

test.describe('the category list', () => {
  test('shows the seven categories and searches them by name or description', async ({ page }) => {
    await gotoLive(page, '/categorias');
    await expect(page.getByRole('heading', { level: 1, name: 'Explora Nuestras Categorías' })).toBeVisible();
    const links = page.getByRole('link', { name: 'Ver artículos' });
    await expect(links).toHaveCount(7);
    const box = page.getByRole('searchbox', { name: 'Buscar categorías por nombre o descripción' });
    await box.fill('tecnologicas');
    await expect(links).toHaveCount(1);
    await box.fill('nada que ver aquí');
    await expect(page.getByText('No se encontraron categorías')).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar todas las categorías' }).click();
    await expect(links).toHaveCount(7);
    await expect(page.getByRole('heading', { name: 'Lo que encontrarás' })).toBeVisible();
  });

  test('"Ver artículos" opens the category', async ({ page }) => {
    await gotoLive(page, '/categorias');
    await page.getByRole('link', { name: 'Ver artículos' }).nth(2).click();
    await expect(page).toHaveURL(/\/categoria\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Problemáticas en el Estudio' })).toBeVisible();
  });

  test('has no serious accessibility violation in either theme', async ({ page }) => {
    await gotoLive(page, '/categorias');
    await expectAccessibleInBothThemes(page, async () => {
      await expect(page.getByRole('link', { name: 'Ver artículos' })).toHaveCount(7);
    });
  });
});

test.describe('a category', () => {
  test('pages 9 posts at a time with numbered pagination', async ({ page }) => {
    await gotoLive(page, '/categoria/4');
    await expect(page.getByRole('heading', { level: 1, name: 'Educación de Calidad' })).toBeVisible();
    await expect(page.getByText('Número de posts')).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(9);
    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await pagination.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(9);
    await expect(pagination.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('searches inside the category after a pause in typing', async ({ page }) => {
    await gotoLive(page, '/categoria/2');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en esta categoría' }).fill('cornell');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Apuntes Cornell paso a paso');
  });

  test('a search with no match shows the empty state with the term', async ({ page }) => {
    await gotoLive(page, '/categoria/2');
    await page.getByRole('searchbox', { name: 'Buscar en esta categoría' }).fill('astronomía marciana');
    await expect(page.getByText('No hay publicaciones disponibles')).toBeVisible();
    await expect(
      page.getByText('No se encontraron artículos en esta categoría para «astronomía marciana»'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Explorar otras categorías' }).click();
    await expect(page).toHaveURL(/\/categorias$/);
  });

  test('the category dropdown leads to the blog, another category or the category list', async ({ page }) => {
    await gotoLive(page, '/categoria/2');
    const dropdown = page.getByRole('combobox', { name: 'Categoría' });
    await dropdown.click();
    await page.getByRole('option', { name: 'Noticias' }).click();
    await expect(page).toHaveURL(/\/categoria\/1$/);
    await dropdown.click();
    await page.getByRole('option', { name: 'Todas las categorías' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a missing category id says so, with a 404', async ({ page, consoleErrors }) => {
    for (const path of ['/categoria/abc', '/categoria/999999']) {
      const answer = await gotoLive(page, path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByText('Categoria no encontrada.')).toBeVisible();
    }
    // The browser logs the page's own 404 status; the page is the answer, so only that line is allowed.
    const unexpected = consoleErrors.filter((line) => !line.includes('status of 404'));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('subscribes to the newsletter and clears the email', async ({ page }) => {
    await gotoLive(page, '/categoria/5');
    const email = page.getByRole('textbox', { name: 'Correo electrónico' });
    await email.fill('lectora@example.org');
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(
      page.getByText('¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.', { exact: true }),
    ).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('has no serious accessibility violation in either theme', async ({ page }) => {
    await gotoLive(page, '/categoria/2');
    await expectAccessibleInBothThemes(page, async () => {
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  });
});
