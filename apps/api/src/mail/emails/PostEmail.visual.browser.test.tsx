import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { renderEmail } from '../render-email';
import { emailColors } from './email-colors';
import { PostEmail } from './PostEmail';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme(scheme: 'light' | 'dark'): Promise<void>;
    resizeRunner(size?: { width: number; height: number }): Promise<void>;
  }
}

/*
 * The post's newsletter email as a mail client shows it: the HTML the job sends, in a 600 px frame, in
 * light and dark (`prefers-color-scheme`), compared with the approved pictures in __screenshots__.
 * Approve a deliberate change with `pnpm test:visual:approve -t 'post email'`.
 */

// Drawn here rather than fetched: the picture must not depend on the network.
const cover = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <rect width="1200" height="630" fill="#0f5c5a"/>
    <circle cx="900" cy="200" r="140" fill="#f2c94c"/>
    <path d="M0 520 L300 330 L560 500 L820 300 L1200 560 L1200 630 L0 630 Z" fill="#7fd1c9"/>
  </svg>`,
)}`;

const sample = {
  title: 'La fotosíntesis explicada con una taza de té',
  summary: 'Un experimento de diez minutos para entender cómo las plantas convierten la luz en alimento.',
  coverUrl: cover,
  firstSectionHtml:
    '<p>Las plantas <strong>fabrican su propio alimento</strong> con agua, dióxido de carbono y luz.</p>' +
    '<ul><li>Agua de la raíz</li><li>Aire de las hojas</li><li>Luz del sol</li></ul>' +
    '<p>Más detalles en <a href="https://pupitre.example/blog/42">el artículo</a>.</p>',
  postUrl: 'https://pupitre.example/blog/42',
  unsubscribeUrl: 'https://pupitre.example/newsletter/baja/00000000-0000-4000-8000-00000000c1a7',
};

let frame: HTMLIFrameElement | undefined;
// Chromium does not paint the part of a nested iframe outside the view, and the runner shrinks the
// test's page to fit its tab: a tab taller than the email keeps the picture whole and at 1:1 (600 px).
beforeAll(async () => {
  await commands.resizeRunner({ width: 1000, height: 1300 });
  await page.viewport(1000, 1200);
});
afterAll(async () => {
  await page.viewport(1000, 800);
  await commands.resizeRunner();
});
afterEach(async () => {
  frame?.remove();
  frame = undefined;
  await commands.emulateColorScheme('light');
});

/** The email in an iframe 600 px wide and as tall as its content, as a mail client's reading pane. */
async function showInMailFrame(html: string): Promise<HTMLIFrameElement> {
  const shown = document.createElement('iframe');
  shown.style.cssText = 'display: block; width: 600px; border: 0;';
  const loaded = new Promise((resolve) => shown.addEventListener('load', resolve, { once: true }));
  shown.srcdoc = html;
  document.body.append(shown);
  await loaded;
  const inner = shown.contentDocument as Document;
  await Promise.all([...inner.images].map((image) => image.decode()));
  shown.style.height = `${inner.documentElement.scrollHeight}px`;
  return shown;
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('the post email in a 600 px mail client frame', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`looks as approved (${scheme})`, async () => {
      await commands.emulateColorScheme(scheme);
      const { html } = await renderEmail(<PostEmail {...sample} />);
      frame = await showInMailFrame(html);

      const card = frame.contentDocument?.querySelector('.email-card') as Element;
      expect(getComputedStyle(card).backgroundColor).toBe(rgb(emailColors[scheme].surface));
      await expect(page.elementLocator(frame)).toMatchScreenshot(`post-email-${scheme}`);
    });
  }
});
