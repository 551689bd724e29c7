import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumFlags, chromiumPath } from '../chromium.config';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Visual regression: every story rendered in both themes and compared with the approved screenshot
 * checked in beside the test (__screenshots__). A token change makes these fail until `-u` approves it.
 */
export function visualProject(): TestProjectInlineConfiguration {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-dev-runtime',
        '@storybook/react-vite',
        'storybook/test',
        'radix-ui',
        '@vanilla-extract/recipes/createRuntimeFn',
      ],
    },
    test: {
      name: 'visual',
      root,
      include: ['packages/ui/src/visual/**/*.browser.test.tsx'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumFlags } }),
        instances: [{ browser: 'chromium', viewport: { width: 1000, height: 800 } }],
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: { threshold: 0.1 } },
        },
      },
    },
  };
}
