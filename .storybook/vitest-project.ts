import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumFlags, chromiumPath } from '../chromium.config';

/** Every story of packages/ui runs as a test in headless Debian Chromium, with axe checks on. */
export function storybookProject(): TestProjectInlineConfiguration {
  return {
    plugins: [
      storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) }),
      vanillaExtractPlugin(),
    ],
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-dev-runtime',
        '@storybook/react-vite',
        'storybook/test',
        '@storybook/react-dom-shim',
        'radix-ui',
        '@vanilla-extract/recipes/createRuntimeFn',
      ],
    },
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath,
            args: chromiumFlags,
          },
        }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  };
}
