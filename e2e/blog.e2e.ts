import { expectAccessibleInBothThemes } from './support/a11y';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

test.describe('the blog', () => {
  test('shows 6 posts, then 6 more with "Cargar más publicaciones", until all are shown', async ({
    page,
  }) => {
    await gotoLive(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    const more = page.getByRole('button', { name: 'Cargar más publicaciones' });
    await more.click();
    await expect(cards).toHaveCount(12);
    while (await more.isVisible()) {
      const before = await cards.count();
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
    }
    await expect(more).toHaveCount(0);
  });

  test('searches ignoring blank terms and accents, and clears back to the listing', async ({ page }) => {
    await gotoLive(page, '/blog');
    const box = page.getByRole('searchbox', { name: 'Buscar publicaciones' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByRole('article')).toHaveCount(6);
    await box.fill('tecnica pomodoro');
    await box.press('Enter');
    await expect(page.getByRole('article').first()).toContainText('La técnica Pomodoro, bien aplicada');
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(page.getByRole('article')).toHaveCount(6);
  });

  test('searches as the reader types, without Enter, and a blank term shows everything again', async ({
    page,
  }) => {
    await gotoLive(page, '/blog');
    const box = page.getByRole('searchbox', { name: 'Buscar publicaciones' });
    await box.pressSequentially('tecnica pomodoro', { delay: 30 });
    await expect(page.getByText(/resultados? para «tecnica pomodoro»/)).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('La técnica Pomodoro, bien aplicada');
    await box.fill('   ');
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByText(/para «/)).toHaveCount(0);
  });

  test('keeps the term in the address, so a reload shows the same results, and a cleared box drops it', async ({
    page,
  }) => {
    await gotoLive(page, '/blog');
    const box = page.getByRole('searchbox', { name: 'Buscar publicaciones' });
    await box.fill('tecnica pomodoro');
    await expect(page).toHaveURL(/\/blog\?q=tecnica\+pomodoro$/);
    await gotoLive(page, '/blog?q=tecnica+pomodoro');
    await expect(box).toHaveValue('tecnica pomodoro');
    await expect(page.getByRole('article').first()).toContainText('La técnica Pomodoro, bien aplicada');
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('article')).toHaveCount(6);
  });

  test('a search without results shows the empty state', async ({ page }) => {
    await gotoLive(page, '/blog');
    const box = page.getByRole('searchbox', { name: 'Buscar publicaciones' });
    await box.fill('zzzxxyqq');
    await box.press('Enter');
    await expect(page.getByText('No se encontraron publicaciones')).toBeVisible();
  });

  test('sorts alphabetically and oldest first', async ({ page }) => {
    await gotoLive(page, '/blog');
    await expect(page.getByRole('article')).toHaveCount(6);
    const titles = () => page.getByRole('article').getByRole('heading').allTextContents();
    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Alfabéticamente' }).click();
    const alphabetical = await titles();
    expect(alphabetical).toEqual(
      [...alphabetical].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })),
    );
    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Más antiguos' }).click();
    await expect.poll(titles).not.toEqual(alphabetical);
  });

  test('choosing a category in the dropdown opens that category', async ({ page }) => {
    await gotoLive(page, '/blog');
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Técnicas de Estudio' }).click();
    await expect(page).toHaveURL(/\/categoria\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Técnicas de Estudio' })).toBeVisible();
  });

  test('a visitor follows a post and reads it inside the article', async ({ page }) => {
    await gotoLive(page, '/blog');
    const first = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/blog\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Pupitre`);
    await expect(page.getByRole('article', { name: title }).locator('h2').first()).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Contenido relacionado' })).toBeVisible();
  });

  test('the root path and unknown paths lead a visitor home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/esta/ruta/no/existe');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown post says so in Spanish', async ({ page, consoleErrors }) => {
    const answer = await gotoLive(page, '/blog/999999');
    expect(answer?.status()).toBe(404);
    await expect(page.getByText('No se encontró la publicación solicitada.')).toBeVisible();
    // The browser itself logs the API's 404; the page handled it, so only that line is allowed.
    const unexpected = consoleErrors.filter((line) => !line.includes('status of 404'));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('blog and post pages have no serious accessibility violation in either theme', async ({ page }) => {
    await gotoLive(page, '/blog');
    await expectAccessibleInBothThemes(page, async () => {
      await expect(page.getByRole('article')).toHaveCount(6);
    });
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expectAccessibleInBothThemes(page, async () => {
      await expect(page.getByRole('heading', { name: /^Comentarios/ })).toBeVisible();
    });
  });
});
