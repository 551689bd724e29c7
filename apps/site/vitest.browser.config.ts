import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumFlags, chromiumPath } from '../../chromium.config.ts';

// Account screens rendered in Chromium with the network answered by each test (see accounts-harness).
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'radix-ui',
      'wouter',
      'wouter/use-browser-location',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'redaxios',
      'zod',
      '@vanilla-extract/recipes/createRuntimeFn',
    ],
  },
  test: {
    name: 'site-browser',
    testTimeout: 30_000,
    include: ['src/**/*.browser.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumFlags } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
