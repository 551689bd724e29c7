import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { pupitreCssLayers } from './css-layers.ts';

/** The export condition under which the workspace reads @pupitre/ui's TypeScript source, not its build. */
export const sourceCondition = '@pupitre/source';

const pluginName = 'pupitre-ui-from-source';

/**
 * For `vanillaExtractPlugin({ unstable_pluginFilter: keepUiFromSource })`: vanilla-extract evaluates
 * `.css.ts` files in a Vite server of its own, which drops the app's plugins unless kept. Without
 * this one there, a `.css.ts` that imports `@pupitre/ui` would resolve to the unbuilt `dist`.
 */
export const keepUiFromSource = ({ name }: { name: string }) => name === pluginName;

/**
 * For Vite builds inside the workspace (the site, Storybook, the tests): resolve `@pupitre/ui` to its
 * source through the `@pupitre/source` export condition, and layer its CSS as the package build does.
 * Add it beside `vanillaExtractPlugin()`.
 */
export function uiFromSource(): Plugin[] {
  return [
    {
      name: pluginName,
      config: () => ({
        resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
        ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
      }),
    },
    pupitreCssLayers(),
  ];
}
