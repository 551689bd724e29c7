import { createGlobalTheme } from '@vanilla-extract/css';
import { palette, shadows } from '../tokens/palette';
import { vars } from './contract.css';
import { sharedTokens } from './shared-tokens';
import { themeClassNames } from './theme-names';

/** Dark: very dark teal background, light teal primary so text and controls keep AA contrast. */
// ':root.' outranks the light theme's ':root' when the class sits on <html>, whatever the CSS order.
createGlobalTheme(`:root.${themeClassNames.dark}, .${themeClassNames.dark}`, vars, {
  ...sharedTokens,
  color: {
    background: palette.teal900,
    surface: palette.teal850,
    surfaceRaised: palette.teal800,
    surfaceSunken: palette.teal950,
    text: palette.paleInk,
    textMuted: palette.paleInkMuted,
    textInverse: palette.teal900,
    border: palette.darkBorder,
    borderStrong: palette.greyGreen,
    primary: palette.teal300,
    primaryHover: palette.teal200,
    onPrimary: palette.teal950,
    secondary: palette.sand500,
    secondaryHover: palette.sand200,
    onSecondary: palette.sandInk,
    accent: palette.sand500,
    link: palette.teal200,
    danger: palette.red300,
    dangerHover: palette.red200,
    onDanger: palette.red950,
    dangerSurface: palette.red900,
    success: palette.green300,
    focusRing: palette.sand200,
    overlay: shadows.overlay.dark,
  },
  shadow: shadows.dark,
});

export const darkThemeClass = themeClassNames.dark;
