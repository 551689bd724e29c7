import { createGlobalTheme } from '@vanilla-extract/css';
import { palette, shadows } from '../tokens/palette';
import { vars } from './contract.css';
import { sharedTokens } from './shared-tokens';
import { themeClassNames } from './theme-names';

/** Light: dark teal primary, sand secondary, grey-green background. Also the default on :root. */
createGlobalTheme(`:root, .${themeClassNames.light}`, vars, {
  ...sharedTokens,
  color: {
    background: palette.teal50,
    surface: palette.white,
    surfaceRaised: palette.mint25,
    surfaceSunken: palette.teal50,
    text: palette.ink,
    textMuted: palette.inkMuted,
    textInverse: palette.white,
    border: palette.teal100,
    borderStrong: palette.teal500,
    primary: palette.teal700,
    primaryHover: palette.teal600,
    onPrimary: palette.white,
    secondary: palette.sand500,
    secondaryHover: palette.sand600,
    onSecondary: palette.sandInk,
    accent: palette.sand500,
    link: palette.teal700,
    danger: palette.red700,
    dangerHover: palette.red800,
    onDanger: palette.white,
    dangerSurface: palette.red50,
    success: palette.green700,
    focusRing: palette.teal600,
    overlay: shadows.overlay.light,
  },
  shadow: shadows.light,
});

export const lightThemeClass = themeClassNames.light;
