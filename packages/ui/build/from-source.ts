import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { pupitreCssLayers } from './css-layers.ts';

/** The export condition under which the workspace reads @pupitre/ui's TypeScript source, not its build. */
export const sourceCondition = '@pupitre/source';

/**
 * For Vite builds inside the workspace (the site, Storybook, the tests): resolve `@pupitre/ui` to its
 * source through the `@pupitre/source` export condition, and layer its CSS as the package build does.
 * Add it beside `vanillaExtractPlugin()`.
 */
export function uiFromSource(): Plugin[] {
  return [
    {
      name: 'pupitre-ui-from-source',
      config: () => ({
        resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
        ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
      }),
    },
    pupitreCssLayers(),
  ];
}
