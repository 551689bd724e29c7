// The built Storybook's documentation in headless Chromium (e2e/storybook-docs.spec.ts): component docs
// pages with their props tables, the Tokens page against tokens.json, and dark-mode screenshots. The
// spec serves storybook-static itself (a small node:http server on 127.0.0.1, a free port). From the
// repository root, after `pnpm build-storybook`:
//   pnpm exec playwright test -c .storybook/docs-playwright.config.ts
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.config.mjs';

export default defineConfig({
  testDir: '../e2e',
  testMatch: 'storybook-docs.spec.ts',
  // Cleared at the start of each run; the spec writes its screenshots here too.
  outputDir: '../test-results/storybook-docs',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'off',
  },
});
