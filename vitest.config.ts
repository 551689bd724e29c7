import { defineConfig } from 'vitest/config';
import { visualProject } from './.storybook/visual-project.ts';
import { storybookProject } from './.storybook/vitest-project.ts';

// One Vitest run covers the data unit tests, the API tests, the site's helpers and account screens and the stories (in Chromium).
export default defineConfig({
  test: {
    projects: [
      'packages/data',
      'apps/api',
      'packages/ui/vitest.unit.config.ts',
      'apps/site/vitest.config.ts',
      'apps/site/vitest.browser.config.ts',
      storybookProject(),
      storybookProject('dark'),
      visualProject(),
    ],
  },
});
