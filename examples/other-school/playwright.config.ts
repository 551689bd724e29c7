// The example's browser test (e2e/other-school.spec.ts), apart from Pupitre's end-to-end run: it needs
// only the example's own build, served by its own Vite, not Pupitre's production server. From the
// repository root, after scripts/install-from-tarball.mjs:
//   pnpm exec playwright test -c examples/other-school/playwright.config.ts
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../chromium.config.mjs';

export default defineConfig({
  testDir: '../../e2e',
  testMatch: 'other-school.spec.ts',
  outputDir: 'test-results',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Mendoza',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'off',
  },
});
