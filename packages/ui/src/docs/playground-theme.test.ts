import { describe, expect, it } from 'vitest';
import { themeCss } from '../theme/theme-overrides';
import { darkTheme, lightTheme } from '../theme/theme-values';
import { AA_TEXT, contrastRatio } from './contrast';
import { defaultChoice, derivedDarkPrimary, playgroundOverrides } from './playground-theme';

describe('the theme playground', () => {
  it.each(['#8a1c2b', '#ffcc00', '#2e7d32', '#1d4ed8', '#000000', '#ffffff'])(
    'derives readable colours from %s in both themes',
    (primary) => {
      const { light, dark } = playgroundOverrides({ ...defaultChoice, primary });
      const l = light?.color ?? {};
      const d = dark?.color ?? {};
      expect(contrastRatio(l.onPrimary ?? '', l.primary ?? '')).toBeGreaterThanOrEqual(AA_TEXT - 0.01);
      expect(contrastRatio(l.link ?? '', lightTheme.color.background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(d.primary ?? '', darkTheme.color.background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(d.link ?? '', darkTheme.color.background)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('keeps a dark primary the designer picked, and derives one otherwise', () => {
    expect(playgroundOverrides({ ...defaultChoice, darkPrimary: '#F2A7B1' }).dark?.color?.primary).toBe(
      '#f2a7b1',
    );
    expect(derivedDarkPrimary('#5cc3b8')).toBe('#5cc3b8');
  });

  it('writes nothing for Pupitre’s own values, and only what changed otherwise', () => {
    expect(playgroundOverrides(defaultChoice)).toEqual({});
    const css = themeCss(playgroundOverrides({ ...defaultChoice, radius: 4 }));
    expect(css).toContain('--pupitre-radius-md: 4px;');
    expect(css).not.toContain('--pupitre-color-primary');
    expect(css).not.toContain('--pupitre-font-body');
  });

  it('gives the radius and font to both themes, so the dark block does not put the defaults back', () => {
    const css = themeCss(playgroundOverrides({ ...defaultChoice, radius: 2 }));
    const [lightBlock, darkBlock] = css.split(':root.pupitre-theme-dark');
    expect(lightBlock).toContain('--pupitre-radius-md: 2px;');
    expect(darkBlock).toContain('--pupitre-radius-md: 2px;');
  });
});
