import type { Plugin } from 'vite';
import { themeSelectors } from '../src/theme/theme-overrides';
import { darkTheme, lightTheme, type ThemeTokens } from '../src/theme/theme-values';
import { flattenTokens, tokenName } from '../src/theme/token-name';
import { wrapInLayer } from './css-layers.ts';

/** `tokens.css`: both themes' custom properties, in the tokens layer, from the themes' own values. */
export function tokensCss(): string {
  const rule = (selector: string, theme: ThemeTokens) =>
    `${selector} {\n${flattenTokens(theme)
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n')}\n}`;
  return wrapInLayer(
    `${rule(themeSelectors.light, lightTheme)}\n${rule(themeSelectors.dark, darkTheme)}`,
    'pupitre.tokens',
  );
}

type Token = { $value: string | number; $type?: string; $extensions: Record<string, string> };
type Group = { [key: string]: Group | Token };

function typeOf(path: string[], value: string): string | undefined {
  if (/^#[0-9a-f]{3,8}$/i.test(value) || /^rgba?\(/.test(value)) return 'color';
  if (/^-?\d+(\.\d+)?(px|rem)$/.test(value)) return 'dimension';
  if (path[0] === 'font' && path[1] === 'weight') return 'fontWeight';
  if (path[0] === 'font' && path[1] === 'body') return 'fontFamily';
  return undefined;
}

function group(theme: object, path: string[] = []): Group {
  return Object.fromEntries(
    Object.entries(theme).map(([key, value]) => {
      const at = [...path, key];
      if (typeof value !== 'string') return [key, group(value, at)];
      const $type = typeOf(at, value);
      const token: Token = {
        $value: $type === 'fontWeight' ? Number(value) : value,
        ...($type ? { $type } : {}),
        $extensions: { 'dev.pupitre.cssVariable': `--${tokenName(at)}` },
      };
      return [key, token];
    }),
  );
}

/** `tokens.json`: the same values in the W3C design-tokens (DTCG) format, one group per theme. */
export function tokensJson(): string {
  return `${JSON.stringify(
    {
      $description: 'Pupitre design tokens. Each token names its CSS custom property in $extensions.',
      light: group(lightTheme),
      dark: group(darkTheme),
    },
    null,
    2,
  )}\n`;
}

export function tokenFiles(): Plugin {
  return {
    name: 'pupitre-token-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'tokens.css', source: tokensCss() });
      this.emitFile({ type: 'asset', fileName: 'tokens.json', source: tokensJson() });
    },
  };
}
