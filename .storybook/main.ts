import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { keepUiFromSource, uiFromSource } from '../packages/ui/build/from-source.ts';

/**
 * Storybook's own preview runtime (~1.2 MB), the docs renderer (~0.75 MB) and axe (~0.7 MB) are single
 * chunks, loaded by a designer's browser only. The reading pages' JavaScript has its budgets elsewhere
 * (`pnpm size`); here the limit only sits above those three, so a story that pulls in something
 * unexpectedly big still warns.
 */
const chunkSizeWarningLimitKb = 1500;

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      vanillaExtractPlugin({ unstable_pluginFilter: keepUiFromSource }),
      ...uiFromSource(),
    ];
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? {};
    const forward = rolldownOptions.onLog;
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: chunkSizeWarningLimitKb,
      rolldownOptions: {
        ...rolldownOptions,
        checks: {
          ...rolldownOptions.checks,
          // A timing report of the docgen and story-indexing plugins on a busy CI machine, not a fault.
          bundlerTimings: false,
        },
        onLog(level, log, handler) {
          // Radix's modules start with "use client" for React Server Components. A client-only bundle
          // has no use for it, and Rolldown drops it with one warning per module: these only, nothing else.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
          if (forward) forward(level, log, handler);
          else handler(level, log);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
