import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { uiFromSource } from '../packages/ui/build/from-source.ts';
import { browserOptimizedDeps, chromiumBrowser } from '../vitest-chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Visual regression: every story rendered in both themes and compared with the approved screenshot
 * checked in beside the test (__screenshots__). A token change makes these fail until `-u` approves it.
 */
export function visualProject(): TestProjectInlineConfiguration {
  return {
    plugins: [react(), vanillaExtractPlugin(), uiFromSource()],
    optimizeDeps: { include: [...browserOptimizedDeps, '@storybook/react-vite', 'storybook/test'] },
    test: {
      name: 'visual',
      root,
      include: ['packages/ui/src/visual/**/*.browser.test.tsx'],
      browser: {
        ...chromiumBrowser({ width: 1000, height: 800 }),
        expect: {
          toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: { threshold: 0.1 } },
        },
      },
    },
  };
}
