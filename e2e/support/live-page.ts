import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until it is live. A reading page arrives rendered by the server, so its
 * controls are on screen before their scripts: a press or a keystroke that early would do nothing.
 */
export async function gotoLive(page: Page, path: string) {
  const answer = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return answer;
}
