import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { browserOptimizedDeps, chromiumBrowser } from '../../vitest-chromium.ts';

// Account screens rendered in Chromium with the network answered by each test (see accounts-harness).
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
      ...browserOptimizedDeps,
      'wouter',
      'wouter/use-browser-location',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'redaxios',
      'zod',
    ],
  },
  test: {
    name: 'site-browser',
    testTimeout: 30_000,
    include: ['src/**/*.browser.test.tsx'],
    browser: chromiumBrowser(),
  },
});
