/**
 * Which stories the visual regression suite pictures, how, and under which file name. Shared by the
 * browser test (stories.visual.browser.test.tsx, which reads a composed story's tags) and the orphan
 * check (orphans.test.ts, which reads the same tags from the story files' source), so both agree on
 * which baselines should exist. Tags go on a story, or on the meta for a whole file:
 *
 * - A story shown in Storybook (tag `dev`, the default) is pictured in both themes as first rendered,
 *   its play function not run.
 * - A test-only story, hidden from Storybook's sidebar with `!dev`, is covered by its play test and not
 *   pictured, unless tagged `visual` (its first render is a state no other story shows).
 * - `visual-open`: the play function runs first and the picture is taken where it leaves the story: an
 *   open list, menu, tooltip, toast or dialog. Pictured even if test-only.
 * - `no-visual`: never pictured (a story that depends on time or scrolling, or repeats another one).
 *
 * A story that opens a portal (dialog, menu, list, tooltip) is pictured with the box around its frame
 * and the portal; one played open, with the whole viewport.
 */
export const NO_VISUAL_TAG = 'no-visual';
export const VISUAL_TAG = 'visual';
export const VISUAL_OPEN_TAG = 'visual-open';

export const visualThemes = ['light', 'dark'] as const;
export type VisualTheme = (typeof visualThemes)[number];

export type Capture = 'skip' | 'first-render' | 'after-play';

export function captureOf(tags: readonly string[]): Capture {
  if (tags.includes(NO_VISUAL_TAG)) return 'skip';
  if (tags.includes(VISUAL_OPEN_TAG)) return 'after-play';
  return tags.includes('dev') || tags.includes(VISUAL_TAG) ? 'first-render' : 'skip';
}

/** The tags every story starts with in Storybook 10, before the preview's, meta's and story's own. */
export const storybookDefaultTags = ['dev', 'test'] as const;

/** Storybook's rule for tags: later lists add, and a `!tag` removes that tag. */
export function combineTags(...lists: readonly (readonly string[] | undefined)[]): string[] {
  const tags = new Set<string>();
  for (const tag of lists.flatMap((list) => list ?? [])) {
    if (tag.startsWith('!')) tags.delete(tag.slice(1));
    else tags.add(tag);
  }
  return [...tags];
}

/**
 * A stories file's title in the suite: its path under packages/ui/src without the extension
 * (`components/Card/Card`). Accepts the test's glob keys (`../components/Card/Card.stories.tsx`, or
 * `./OpenStates.stories.tsx` beside the test) and paths relative to src.
 */
export function storyFileTitle(path: string): string {
  const fromSrc = path.startsWith('./') ? `visual/${path.slice(2)}` : path.replace(/^(\.\.\/)+/, '');
  return fromSrc.replace(/\.stories\.tsx$/, '');
}

/** The name a picture is stored under (Vitest adds `-chromium-<platform>.png`). */
export function baselineName(title: string, exportName: string, theme: VisualTheme): string {
  return `${title.replace(/\//g, '-')}-${exportName}-${theme}`;
}
