import type { Page } from '@playwright/test';
import { registerReader, signIn } from './support/accounts';
import { expect, test } from './support/test';

const WIDTHS = [320, 375];
const PUBLIC_ROUTES = [
  '/home',
  '/blog',
  '/blog/1',
  '/categorias',
  '/categoria/2',
  '/terms',
  '/privacy',
  '/cookies',
  '/login',
  '/register',
  '/forgot-password',
];
const READER_ROUTES = ['/dashboard', '/about', '/contact', '/profile'];

/** How far the page reaches past the viewport's right edge (0 when nothing scrolls sideways). */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    let widest = '';
    let right = viewport;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`;
      }
    }
    return { overflow: document.documentElement.scrollWidth - viewport, widest };
  });
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { overflow, widest } = await sidewaysOverflow(page);
  expect(overflow, `${path} scrolls sideways by ${overflow} px (widest: ${widest})`).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('no public page scrolls sideways', async ({ page }) => {
      for (const path of PUBLIC_ROUTES) await expectNoSidewaysScroll(page, path);
    });

    test("no reader's page scrolls sideways", async ({ page, baseURL }) => {
      const reader = await registerReader(page.request, baseURL ?? '');
      await signIn(page, baseURL ?? '', reader.username, reader.password);
      for (const path of READER_ROUTES) await expectNoSidewaysScroll(page, path);
    });
  });
}
