import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { keepUiFromSource, uiFromSource } from '../packages/ui/build/from-source.ts';
import { browserOptimizedDeps, chromiumBrowser } from '../vitest-chromium.ts';
import { emulateColorScheme, resizeRunner } from './mail-frame-commands.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Strict enough for a one-step token change (proved by the suite's "the comparison catches a one-step
 * token change" tests): a 2 px radius change moves mostly anti-aliased edge pixels, so those count
 * (`includeAA`); the light primary's next step (#0b4444 → #0e4d4d) is a YIQ distance of about 0.029, so
 * the per-pixel threshold sits below it; and at most 30 pixels may differ. Measured here: Button's
 * radius +2 px changes 79 pixels, Card's 139, the primary step 3,336. The 30 pixels are the drift of
 * two small icons since their baselines were approved (NewsletterBox's envelope, 23; SidebarBox's
 * missing-picture mark, 3), which pixelmatch's defaults (threshold 0.1, anti-aliasing ignored) hid.
 */
const strictComparison = { threshold: 0.02, includeAA: true, allowedMismatchedPixels: 30 };

/**
 * Visual regression: the stories of packages/ui (which ones and how: packages/ui/src/visual/visual-rules.ts)
 * rendered in both themes and compared with the approved screenshots checked in beside the test
 * (__screenshots__). A token change makes these fail until `-u` approves it. The API's newsletter email
 * is pictured here too, in a 600 px mail client frame in both colour schemes.
 */
export function visualProject(): TestProjectInlineConfiguration {
  return {
    plugins: [react(), vanillaExtractPlugin({ unstable_pluginFilter: keepUiFromSource }), uiFromSource()],
    optimizeDeps: { include: [...browserOptimizedDeps, '@storybook/react-vite', 'storybook/test'] },
    test: {
      name: 'visual',
      root,
      include: ['packages/ui/src/visual/**/*.browser.test.tsx', 'apps/api/src/mail/**/*.browser.test.tsx'],
      browser: {
        ...chromiumBrowser({ width: 1000, height: 800 }),
        commands: { emulateColorScheme, resizeRunner },
        expect: {
          toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: strictComparison },
        },
      },
    },
  };
}
