import { describe, expect, it } from 'vitest';
import { tokensJson } from '../../build/token-files';
import { darkTheme, lightTheme } from '../theme/theme-values';
import { flattenTokens } from '../theme/token-name';
import { buildTokensJson, tokenRows } from './tokens-json';

describe('the docs pages’ tokens.json', () => {
  it('equals the tokens.json the package build writes', () => {
    expect(buildTokensJson()).toEqual(JSON.parse(tokensJson()));
  });

  it('lists every token once, with its CSS property and both themes’ values', () => {
    const rows = tokenRows();
    const light = flattenTokens(lightTheme);
    const dark = new Map(flattenTokens(darkTheme));
    expect(rows.map((row) => row.cssVariable)).toEqual(light.map(([name]) => name));
    for (const [index, [name, value]] of light.entries()) {
      expect(rows[index]).toMatchObject({ cssVariable: name, light: value, dark: dark.get(name) });
    }
  });
});
