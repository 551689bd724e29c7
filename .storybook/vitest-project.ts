import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { keepUiFromSource, uiFromSource } from '../packages/ui/build/from-source.ts';
import { browserOptimizedDeps, chromiumBrowser } from '../vitest-chromium.ts';

/**
 * Every story of packages/ui runs as a test in headless Debian Chromium, with axe checks on; the
 * dark run repeats them all in the dark theme (the stories have no dark copies).
 */
export function storybookProject(theme: 'light' | 'dark' = 'light'): TestProjectInlineConfiguration {
  return {
    plugins: [
      storybookTest({
        configDir: fileURLToPath(new URL('.', import.meta.url)),
        // Stories that assert the light theme's own labels (the theme switch says "Activar tema oscuro").
        ...(theme === 'dark' ? { tags: { exclude: ['light-only'] } } : {}),
      }),
      vanillaExtractPlugin({ unstable_pluginFilter: keepUiFromSource }),
      uiFromSource(),
    ],
    optimizeDeps: {
      include: [
        ...browserOptimizedDeps,
        '@storybook/react-vite',
        'storybook/test',
        '@storybook/react-dom-shim',
      ],
    },
    test: {
      name: theme === 'dark' ? 'storybook-dark' : 'storybook',
      browser: chromiumBrowser(),
      ...(theme === 'dark'
        ? { setupFiles: [fileURLToPath(new URL('./dark-stories.ts', import.meta.url))] }
        : {}),
    },
  };
}
