import type { BrowserCommand } from 'vitest/node';

/** Sets `prefers-color-scheme` for the whole tab, iframes included (a mail client's dark mode). */
export const emulateColorScheme: BrowserCommand<[scheme: 'light' | 'dark']> = async ({ page }, scheme) => {
  await page.emulateMedia({ colorScheme: scheme });
};

type Size = { width: number; height: number };
const firstSizes = new WeakMap<object, Size>();

/**
 * Sizes the runner's own tab, which scales the test's frame to fit it. Chromium paints only the visible
 * part of a nested iframe, so a picture of a tall one needs a tall tab; `size` undefined restores it.
 */
export const resizeRunner: BrowserCommand<[size?: Size]> = async ({ page }, size) => {
  const first = firstSizes.get(page) ?? page.viewportSize();
  if (first) firstSizes.set(page, first);
  const next = size ?? first;
  if (next) await page.setViewportSize(next);
};
