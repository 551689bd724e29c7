import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [375, 1280]) {
  test(`at ${width} px the assistant's bubble covers no footer link`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await gotoLive(page, '/home');
    const bubble = page.getByRole('button', { name: 'Abrir asistente' });
    await expect(bubble).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bubbleBox = await bubble.boundingBox();
    expect(bubbleBox).not.toBeNull();
    const links = page.getByRole('contentinfo').getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      if (!box || !bubbleBox) continue;
      expect(overlaps(box, bubbleBox), `${await link.textContent()} lies under the bubble`).toBe(false);
    }
  });
}
