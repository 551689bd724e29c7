import { playwright } from '@vitest/browser-playwright';
import { chromiumFlags, chromiumPath } from './chromium.config.mjs';

/** Pre-bundled for every browser project: without it a cold run may load React twice. */
export const browserOptimizedDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  // A story renders on the "server" in the browser to test hydration.
  'react-dom/server',
  'react/jsx-dev-runtime',
  'radix-ui',
  '@vanilla-extract/recipes/createRuntimeFn',
];

/**
 * Vitest browser mode on Debian's Chromium. A new object per call: a shared one makes results appear
 * under the wrong project.
 */
export function chromiumBrowser(viewport?: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumFlags } }),
    instances: [{ browser: 'chromium' as const, ...(viewport ? { viewport } : {}) }],
    screenshotFailures: false,
  };
}
