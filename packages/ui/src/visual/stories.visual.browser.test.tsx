/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import * as preview from '../../../../.storybook/preview';
import { themeClassNames } from '../theme/theme-names';
import * as styles from './visual-frame.css';
import {
  baselineName,
  type Capture,
  captureOf,
  storyFileTitle,
  type VisualTheme,
  visualThemes,
} from './visual-rules';

/*
 * Visual regression: the stories of packages/ui pictured in both themes and compared with the approved
 * pictures in __screenshots__ (strict comparator: .storybook/visual-project.ts). Which stories, and
 * how, is decided by their tags: see visual-rules.ts (test-only `!dev`, `visual`, `visual-open`,
 * `no-visual`); orphans.test.ts checks that every picture there still belongs to one of them. A failed
 * comparison logs the paths of its actual and diff pictures (under .vitest-attachments/).
 * `pnpm test:visual:approve -t '<name>'` approves a picture after a deliberate change.
 */

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = (() => ReactElement) & {
  tags: string[];
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

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
let pictureBox: HTMLElement | undefined;
beforeAll(async () => {
  await document.fonts.ready;
});
afterEach(() => {
  root?.unmount();
  host?.remove();
  pictureBox?.remove();
  root = host = pictureBox = undefined;
});

/** Renders a story in a themed frame, as it will be pictured. */
async function renderInFrame(Story: ComposedStory, theme: VisualTheme) {
  host = document.createElement('div');
  host.className = `${styles.frame} ${themeClassNames[theme]}`;
  host.dataset.testid = 'visual-frame';
  document.body.append(host);
  root = createRoot(host);
  root.render(<Story />);
  await domSettled();
  return host;
}

/** What the story put on <body> beside its frame: portals (a dialog, menu, list, tooltip, toolbar). */
function portalsOf(frame: HTMLElement): Element[] {
  return [...document.body.children].filter(
    (element) => element !== frame && element !== pictureBox && element.tagName !== 'SCRIPT',
  );
}

/** The smallest box around the frame and everything drawn in the portals, within the viewport. */
function boxAround(frame: HTMLElement, portals: Element[]) {
  let { left, top, right, bottom } = frame.getBoundingClientRect();
  for (const element of portals.flatMap((portal) => [portal, ...portal.querySelectorAll('*')])) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  }
  return {
    left: Math.max(0, left),
    top: Math.max(0, top),
    right: Math.min(window.innerWidth, right),
    bottom: Math.min(window.innerHeight, bottom),
  };
}

/**
 * What to picture. The frame, as long as the story draws nothing outside it. A story that opened a
 * portal: the box around the frame and the portal (a modal dialog's backdrop makes that the viewport).
 * A story played into an open state: the whole viewport. Portals take their colours from <body>, so the
 * page gets the picture's theme whenever there is one.
 */
function pictureTarget(frame: HTMLElement, capture: Capture, theme: VisualTheme): HTMLElement {
  const portals = portalsOf(frame);
  if (capture !== 'after-play' && portals.length === 0) return frame;
  for (const element of [document.documentElement, document.body]) {
    element.classList.remove(...Object.values(themeClassNames));
    element.classList.add(themeClassNames[theme]);
  }
  const framed = frame.getBoundingClientRect();
  const box =
    capture === 'after-play'
      ? { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }
      : boxAround(frame, portals);
  const inFrame =
    box.left >= framed.left &&
    box.top >= framed.top &&
    box.right <= framed.right &&
    box.bottom <= framed.bottom;
  if (inFrame) return frame;
  pictureBox = document.createElement('div');
  pictureBox.className = styles.pictureBox;
  Object.assign(pictureBox.style, {
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.right - box.left}px`,
    height: `${box.bottom - box.top}px`,
  });
  document.body.append(pictureBox);
  return pictureBox;
}

/** On a failed comparison, the log names the pictures to look at (CI uploads .vitest-attachments/). */
function reportPicturesOnFailure(name: string) {
  onTestFailed(({ task }) => {
    const pictures = task.result?.errors
      ?.flatMap((error) => stripAnsi(error.message ?? '').match(/\S+\.png\b/g) ?? [])
      .filter((path) => !path.includes('__screenshots__'));
    if (pictures?.length) console.error(`[visual] ${name}: ${[...new Set(pictures)].join('  ')}`);
  });
}

function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts ANSI colours
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

const stories = Object.entries(modules).map(([path, module]) => ({
  title: storyFileTitle(path),
  stories: (Object.entries(composeStories(module)) as [string, ComposedStory][])
    .map(([name, Story]) => ({ name, Story, capture: captureOf(Story.tags) }))
    .filter(({ capture }) => capture !== 'skip'),
}));

for (const { title, stories: pictured } of stories) {
  if (pictured.length === 0) continue;
  describe(title, () => {
    for (const { name, Story, capture } of pictured) {
      for (const theme of visualThemes) {
        it(`${name} looks as approved (${theme})`, async () => {
          const picture = baselineName(title, name, theme);
          reportPicturesOnFailure(picture);
          const frame = await renderInFrame(Story, theme);
          if (capture === 'after-play') {
            await Story.play?.({ canvasElement: frame });
            await domSettled();
          }
          await expect(page.elementLocator(pictureTarget(frame, capture, theme))).toMatchScreenshot(picture);
        });
      }
    }
  });
}

/*
 * The comparator is strict enough to see a small token change. Each check renders an approved story,
 * confirms it matches its picture, changes one token on the frame and expects the same comparison to
 * fail. Skipped while approving (`-u` would save the changed picture over the approved one).
 */
const approving = server.config.snapshotOptions.updateSnapshot === 'all';
const cardModule = modules['../components/Card/Card.stories.tsx'];
const buttonModule = modules['../components/Button/Button.stories.tsx'];

describe.skipIf(approving)('the comparison catches a one-step token change', () => {
  const tokenChanges = [
    { module: cardModule, title: 'components/Card/Card', token: '--pupitre-radius-lg', value: '14px' },
    { module: buttonModule, title: 'components/Button/Button', token: '--pupitre-radius-md', value: '10px' },
    {
      module: buttonModule,
      title: 'components/Button/Button',
      token: '--pupitre-color-primary',
      value: '#0e4d4d',
    },
  ];
  for (const { module, title, token, value } of tokenChanges) {
    it(`${title.split('/').at(-1)} Default with ${token}: ${value} no longer matches (light)`, async () => {
      if (!module) throw new Error(`No stories file for ${title}`);
      const Story = (composeStories(module) as Record<string, ComposedStory>).Default;
      if (!Story) throw new Error(`${title} has no Default story`);
      const picture = baselineName(title, 'Default', 'light');
      const frame = await renderInFrame(Story, 'light');
      const locator = page.elementLocator(frame);
      await expect(locator).toMatchScreenshot(picture);

      frame.style.setProperty(token, value);
      const error = await expect(locator)
        .toMatchScreenshot(picture)
        .then(
          () => null,
          (failure: Error) => failure,
        );
      expect(error?.message).toMatch(/Screenshot does not match the stored reference\.\s+\d+ pixels/);
      // The expected failure's pictures would otherwise be uploaded with a real failure's.
      const pictures = stripAnsi(error?.message ?? '').match(/\S+-(?:actual|diff)-\S+\.png\b/g) ?? [];
      await Promise.all(pictures.map((path) => commands.removeFile(path)));
      const differ = /\d+ pixels \(ratio [\d.]+\) differ\./.exec(stripAnsi(error?.message ?? ''))?.[0];
      console.log(`[visual check] ${picture} with ${token}: ${value}: ${differ}`);
    });
  }
});
