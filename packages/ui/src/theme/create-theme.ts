import { globalStyle } from '@vanilla-extract/css';
import { overrideDeclarations, type ThemeOverrides, themeSelectors } from './theme-overrides';

/**
 * For apps styled with vanilla-extract: call it in one of your `.css.ts` files with the tokens you
 * change. Partial overrides merge onto the default light and dark themes, and win over the package's
 * layered styles in both.
 */
export function createTheme(overrides: ThemeOverrides): void {
  const { light, dark } = overrideDeclarations(overrides);
  if (light.length > 0) globalStyle(themeSelectors.light, { vars: Object.fromEntries(light) });
  if (dark.length > 0) globalStyle(themeSelectors.dark, { vars: Object.fromEntries(dark) });
}
