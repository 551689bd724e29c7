import { expect, test } from './support/test';

test.describe('reading the blog', () => {
  test('a visitor opens /blog, follows a post and sees its title', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(12);

    const firstLink = cards.first().getByRole('link');
    const title = (await firstLink.textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(5);
    await firstLink.click();

    await expect(page).toHaveURL(/\/blog\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Pupitre`);
    const body = page.frameLocator('iframe[title^="Contenido"]');
    await expect(body.locator('h2').first()).toBeVisible();
  });

  test('the root path and unknown paths lead a visitor home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/esta/ruta/no/existe');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown post says so in Spanish', async ({ page, consoleErrors }) => {
    await page.goto('/blog/999999');
    await expect(page.getByText('No se encontró la publicación solicitada.')).toBeVisible();
    // The browser itself logs the API's 404; the page handled it, so only that line is allowed.
    const unexpected = consoleErrors.filter((line) => !line.includes('status of 404'));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
});
