import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Axe over the whole page in the theme currently applied: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe violations on ${where}`).toEqual([]);
}

/** Checks the page in the light and the dark theme (switched the way a reader does, through storage). */
export async function expectAccessibleInBothThemes(page: Page, ready: () => Promise<void>) {
  const where = new URL(page.url()).pathname;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((name) => localStorage.setItem('theme', name), theme);
    await page.reload();
    await ready();
    await expect(page.locator('html')).toHaveClass(new RegExp(`pupitre-theme-${theme}`));
    // Let transitions (theme colours, fades) settle before measuring contrast.
    await page.waitForTimeout(400);
    await expectNoSeriousViolations(page, `${where} (${theme})`);
  }
  await page.evaluate(() => localStorage.removeItem('theme'));
}

/**
 * Axe with the best-practice rules too (heading-order, region, landmark rules live there): no
 * violation of moderate impact or worse. Lists each rule with its help text and the nodes it found.
 */
export async function expectNoModerateViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const found = results.violations
    .filter((violation) => ['moderate', 'serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(found, `axe violations on ${where}`).toEqual([]);
}
