import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { uiFromSource } from '../packages/ui/build/from-source.ts';
import { browserOptimizedDeps, chromiumBrowser } from '../vitest-chromium.ts';

/** Every story of packages/ui runs as a test in headless Debian Chromium, with axe checks on. */
export function storybookProject(): TestProjectInlineConfiguration {
  return {
    plugins: [
      storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) }),
      vanillaExtractPlugin(),
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
    test: { name: 'storybook', browser: chromiumBrowser() },
  };
}
