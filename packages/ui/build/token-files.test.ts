import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../src/theme/theme-values';
import { flattenTokens } from '../src/theme/token-name';
import { layerOf } from './css-layers';
import { tokensCss, tokensJson } from './token-files';

describe('tokens.css', () => {
  const css = tokensCss();

  it('declares every token of both themes inside the tokens layer', () => {
    expect(
      css.startsWith('@layer pupitre.reset, pupitre.tokens, pupitre.components;\n@layer pupitre.tokens {'),
    ).toBe(true);
    const [light, dark] = css.split(':root.pupitre-theme-dark');
    for (const [name, value] of flattenTokens(lightTheme)) expect(light).toContain(`${name}: ${value};`);
    for (const [name, value] of flattenTokens(darkTheme)) expect(dark).toContain(`${name}: ${value};`);
  });
});

describe('tokens.json', () => {
  const json = JSON.parse(tokensJson());

  it('holds both themes in the DTCG format, naming each CSS property', () => {
    expect(json.light.color.primary).toEqual({
      $value: lightTheme.color.primary,
      $type: 'color',
      $extensions: { 'dev.pupitre.cssVariable': '--pupitre-color-primary' },
    });
    expect(json.dark.color.primary.$value).toBe(darkTheme.color.primary);
    expect(json.light.radius.md.$type).toBe('dimension');
    expect(json.light.font.weight.bold).toMatchObject({ $value: 700, $type: 'fontWeight' });
  });
});

describe('css layers', () => {
  it('puts tokens, the reset and components in their own layers, and leaves other CSS alone', () => {
    const at = (file: string) => layerOf(`/repo/packages/ui/src/${file}.css.ts.vanilla.css`);
    expect(at('theme/light')).toBe('pupitre.tokens');
    expect(at('theme/global')).toBe('pupitre.reset');
    expect(at('components/Button/Button')).toBe('pupitre.components');
    expect(at('theme/font-fallback')).toBeNull();
    expect(layerOf('/repo/apps/site/src/layout/SiteLayout.css.ts.vanilla.css')).toBeNull();
  });
});
