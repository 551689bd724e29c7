/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as preview from '../../../../.storybook/preview';
import { themeClassNames } from '../theme/theme-names';
import * as styles from './visual-frame.css';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });
// Parts loaded on demand (a chat window, a menu's list) are loaded up front too: the first story to
// need one then gets it at once, not after the dev server has transformed it.
import.meta.glob(['../components/**/*.tsx', '!../**/*.stories.tsx'], { eager: true });

/**
 * Resolves once the page has not changed for `quietMs` (at most `maxMs` in all): a component's part
 * loaded on demand (a dialog's body, a menu) arrives after the first render.
 */
function domSettled(quietMs = 100, maxMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const cap = setTimeout(done, maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      resolve();
    }
  });
}
setProjectAnnotations(preview.default);

let root: Root | undefined;
let host: HTMLElement | undefined;
beforeAll(async () => {
  await document.fonts.ready;
});
afterEach(() => {
  root?.unmount();
  host?.remove();
});

/** A story that opens portals or depends on scrolling is covered by its play test, not by a picture. */
const skipped =
  /(Open|Busy|Escape|Closes|Close|Shows|Appears|Hidden|Keyboard|Toast|Tooltip|Select|Sort|Dropdown)/;

for (const [path, module] of Object.entries(modules)) {
  const title = path.replace(/^\.\.\//, '').replace(/\.stories\.tsx$/, '');
  const stories = (Object.entries(composeStories(module)) as [string, () => ReactElement][]).filter(
    ([name]) => !skipped.test(name) && !skipped.test(title),
  );
  if (stories.length === 0) continue;
  describe(title, () => {
    for (const [name, Story] of stories) {
      for (const theme of ['light', 'dark'] as const) {
        it(`${name} looks as approved (${theme})`, async () => {
          host = document.createElement('div');
          host.className = `${styles.frame} ${themeClassNames[theme]}`;
          host.dataset.testid = 'visual-frame';
          document.body.append(host);
          root = createRoot(host);
          root.render(<Story />);
          await domSettled();
          await expect(page.elementLocator(host)).toMatchScreenshot(
            `${title.replace(/\//g, '-')}-${name}-${theme}`,
          );
        });
      }
    }
  });
}
