import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { keepUiFromSource, uiFromSource } from '../../packages/ui/build/from-source.ts';
import { browserOptimizedDeps, chromiumBrowser } from '../../vitest-chromium.ts';

// Account screens rendered in Chromium with the network answered by each test (see accounts-harness),
// and the editor's HTML conversion, which needs the browser's DOMParser.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin({ unstable_pluginFilter: keepUiFromSource }), uiFromSource()],
  optimizeDeps: {
    include: [
      ...browserOptimizedDeps,
      'wouter',
      'wouter/use-browser-location',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'redaxios',
      'zod',
      'slate',
      'fast-check',
    ],
  },
  test: {
    name: 'site-browser',
    testTimeout: 30_000,
    include: ['src/**/*.browser.test.{ts,tsx}'],
    browser: chromiumBrowser(),
  },
});
