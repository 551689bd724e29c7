import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-overrides';
import { darkTheme, lightTheme } from './theme-values';
import { flattenTokens, tokenName } from './token-name';

describe('token names', () => {
  it('are readable, prefixed and kebab-cased', () => {
    expect(tokenName(['color', 'primaryHover'])).toBe('pupitre-color-primary-hover');
    expect(tokenName(['font', 'body'])).toBe('pupitre-font-body');
    expect(tokenName(['radius', 'md'])).toBe('pupitre-radius-md');
  });

  it('cover the same tokens in both themes', () => {
    const names = (theme: typeof lightTheme) => flattenTokens(theme).map(([name]) => name);
    expect(names(darkTheme)).toEqual(names(lightTheme));
    expect(names(lightTheme)).toContain('--pupitre-color-primary');
    expect(names(lightTheme)).toContain('--pupitre-footer-background');
  });
});

describe('themeCss', () => {
  it('keeps the other theme’s default for a token changed in one theme only', () => {
    const css = themeCss({ light: { color: { primary: '#7a2e8a' } } });
    expect(css).toBe(
      [
        ':root, .pupitre-theme-light {',
        '  --pupitre-color-primary: #7a2e8a;',
        '}',
        ':root.pupitre-theme-dark, .pupitre-theme-dark {',
        `  --pupitre-color-primary: ${darkTheme.color.primary};`,
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes nothing when nothing changes', () => {
    expect(themeCss({})).toBe('');
  });

  it('writes each theme’s own value', () => {
    const css = themeCss({ light: { radius: { md: '2px' } }, dark: { radius: { md: '6px' } } });
    expect(css).toContain(':root, .pupitre-theme-light {\n  --pupitre-radius-md: 2px;\n}');
    expect(css).toContain('.pupitre-theme-dark {\n  --pupitre-radius-md: 6px;\n}');
  });
});
