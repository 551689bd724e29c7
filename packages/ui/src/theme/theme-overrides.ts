import { themeClassNames } from './theme-names';
import { darkTheme, lightTheme, type ThemeTokens } from './theme-values';
import { flattenTokens } from './token-name';

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A rebrand: only the tokens you change, per theme. A token changed in one theme keeps the other's default. */
export interface ThemeOverrides {
  light?: DeepPartial<ThemeTokens>;
  dark?: DeepPartial<ThemeTokens>;
}

export const themeSelectors = {
  light: `:root, .${themeClassNames.light}`,
  // Outranks the light selector's ':root' when the class sits on <html>, whatever the order.
  dark: `:root.${themeClassNames.dark}, .${themeClassNames.dark}`,
} as const;

/** Each theme's declarations for every token the overrides touch, merged onto the defaults. */
export function overrideDeclarations({ light = {}, dark = {} }: ThemeOverrides) {
  const changed = new Set(
    [...flattenTokens(light as never), ...flattenTokens(dark as never)].map(([name]) => name),
  );
  const pick = (defaults: ThemeTokens, override: DeepPartial<ThemeTokens>) => {
    const merged = new Map(flattenTokens(defaults));
    for (const [name, value] of flattenTokens(override as never)) merged.set(name, value);
    return [...merged].filter(([name]) => changed.has(name));
  };
  return { light: pick(lightTheme, light), dark: pick(darkTheme, dark) };
}

const block = (selector: string, declarations: [string, string][]) =>
  declarations.length === 0
    ? ''
    : `${selector} {\n${declarations.map(([n, v]) => `  ${n}: ${v};`).join('\n')}\n}\n`;

/**
 * The overrides as plain CSS, outside the package's layers so they win in both themes: put it in a
 * `<style>` of your page or a stylesheet of your own.
 */
export function themeCss(overrides: ThemeOverrides): string {
  const { light, dark } = overrideDeclarations(overrides);
  return block(themeSelectors.light, light) + block(themeSelectors.dark, dark);
}
