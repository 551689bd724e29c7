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
          await new Promise((resolve) => setTimeout(resolve, 50));
          await expect(page.elementLocator(host)).toMatchScreenshot(
            `${title.replace(/\//g, '-')}-${name}-${theme}`,
          );
        });
      }
    }
  });
}
