import { darkTheme, lightTheme, type ThemeTokens } from '../theme/theme-values';
import { tokenName } from '../theme/token-name';

/**
 * The package's `tokens.json` (W3C design tokens, DTCG), built in the browser for the docs pages.
 * `build/token-files.ts` writes the published file at build time, but it sits beside Node-only build
 * code (`build/css-layers.ts` imports `node:path`), so Storybook's preview bundle builds the same JSON
 * here from the same theme values; `tokens-json.test.ts` keeps the two equal.
 */

export const CSS_VARIABLE_EXTENSION = 'dev.pupitre.cssVariable';

export type DtcgType = 'color' | 'dimension' | 'fontWeight' | 'fontFamily';

export interface DtcgToken {
  $value: string | number;
  $type?: DtcgType;
  $extensions: { [CSS_VARIABLE_EXTENSION]: string };
}
export interface DtcgGroup {
  [key: string]: DtcgGroup | DtcgToken;
}
export interface TokensJson {
  $description: string;
  light: DtcgGroup;
  dark: DtcgGroup;
}

function typeOf(path: readonly string[], value: string): DtcgType | undefined {
  if (/^#[0-9a-f]{3,8}$/i.test(value) || /^rgba?\(/.test(value)) return 'color';
  if (/^-?\d+(\.\d+)?(px|rem)$/.test(value)) return 'dimension';
  if (path[0] === 'font' && path[1] === 'weight') return 'fontWeight';
  if (path[0] === 'font' && path[1] === 'body') return 'fontFamily';
  return undefined;
}

function group(theme: object, path: string[] = []): DtcgGroup {
  return Object.fromEntries(
    Object.entries(theme).map(([key, value]) => {
      const at = [...path, key];
      if (typeof value !== 'string') return [key, group(value as object, at)];
      const $type = typeOf(at, value);
      const token: DtcgToken = {
        $value: $type === 'fontWeight' ? Number(value) : value,
        ...($type ? { $type } : {}),
        $extensions: { [CSS_VARIABLE_EXTENSION]: `--${tokenName(at)}` },
      };
      return [key, token];
    }),
  );
}

/** Both themes in the DTCG format, one group per theme: what `@pupitre/ui/tokens.json` holds. */
export function buildTokensJson(
  themes: { light: ThemeTokens; dark: ThemeTokens } = { light: lightTheme, dark: darkTheme },
): TokensJson {
  return {
    $description: 'Pupitre design tokens. Each token names its CSS custom property in $extensions.',
    light: group(themes.light),
    dark: group(themes.dark),
  };
}

const isToken = (node: DtcgGroup | DtcgToken): node is DtcgToken => '$value' in node;

/** One token of the reference: where it sits, its CSS custom property, and its value in each theme. */
export interface TokenRow {
  path: string[];
  cssVariable: string;
  type?: DtcgType;
  light: string;
  dark: string;
}

function leaves(node: DtcgGroup, path: string[] = []): [string[], DtcgToken][] {
  return Object.entries(node).flatMap(([key, child]) =>
    key.startsWith('$')
      ? []
      : isToken(child)
        ? [[[...path, key], child] as [string[], DtcgToken]]
        : leaves(child, [...path, key]),
  );
}

/** Every token of the JSON in the light theme's order, with both themes' values as text. */
export function tokenRows(json: TokensJson = buildTokensJson()): TokenRow[] {
  const dark = new Map(
    leaves(json.dark).map(([, token]) => [token.$extensions[CSS_VARIABLE_EXTENSION], token]),
  );
  return leaves(json.light).map(([path, token]) => {
    const cssVariable = token.$extensions[CSS_VARIABLE_EXTENSION];
    return {
      path,
      cssVariable,
      type: token.$type,
      light: String(token.$value),
      dark: String(dark.get(cssVariable)?.$value ?? ''),
    };
  });
}
