import type { Page } from '@playwright/test';
import { expectNoModerateViolations } from './support/a11y';
import { registerReader, signIn } from './support/accounts';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

/** The reading pages a visitor may open; /blog/{id} is added with the newest demo post. */
const PUBLIC_PAGES = ['/home', '/blog', '/categorias', '/categoria/2', '/terms', '/privacy', '/cookies'];
/** Pages behind the login. */
const READER_PAGES = ['/about', '/contact'];

async function newestPostPath(page: Page) {
  await gotoLive(page, '/blog');
  const href = await page
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');
  expect(href).toMatch(/^\/blog\/\d+$/);
  return href ?? '';
}

async function checkPage(page: Page, path: string, theme: 'light' | 'dark') {
  await gotoLive(page, path);
  // The listings and the session arrive after the first paint: measure the page once they have.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveClass(new RegExp(`pupitre-theme-${theme}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Let transitions (theme colours, fades) settle before measuring contrast.
  await page.waitForTimeout(400);
  await expectNoModerateViolations(page, `${path} (${theme})`);
}

test.describe('the reading pages under axe, best practices included', () => {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`in the ${theme} theme`, () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
      });

      for (const path of PUBLIC_PAGES) {
        test(`${path} has no moderate or worse violation for a visitor`, async ({ page }) => {
          await checkPage(page, path, theme);
        });
      }

      test('a post page has no moderate or worse violation for a visitor', async ({ page }) => {
        await checkPage(page, await newestPostPath(page), theme);
      });

      test('the pages behind the login have none for a reader', async ({ page, baseURL }) => {
        const reader = await registerReader(page.request, baseURL ?? '');
        await signIn(page, baseURL ?? '', reader.username, reader.password);
        for (const path of READER_PAGES) await checkPage(page, path, theme);
      });
    });
  }
});
