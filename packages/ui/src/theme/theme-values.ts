import { palette, shadows } from '../tokens/palette';
import { sharedTokens } from './shared-tokens';

/**
 * Both themes' values, as plain data: the vanilla-extract themes, `tokens.css`, `tokens.json` and
 * `createTheme` all read them from here.
 */

// The footer sits on a photo under a dark overlay in both themes: light text that keeps AA contrast.
const footer = {
  background: palette.teal950,
  text: palette.paleInk,
  link: palette.teal200,
  border: palette.darkBorder,
  borderStrong: palette.greyGreen,
  primary: palette.teal300,
  onPrimary: palette.teal950,
  accent: palette.sand500,
  focusRing: palette.sand200,
  overlay: shadows.overlay.dark,
};

/** A theme's shape with any string as a value: what a theme (or a partial override) may hold. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Light: dark teal primary, sand secondary, grey-green background. Also the default on :root. */
const light = {
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
  footer,
  shadow: shadows.light,
};

/** The full set of token values a theme holds. */
export type ThemeTokens = Widen<typeof light>;

export const lightTheme: ThemeTokens = light;

/** Dark: very dark teal background, light teal primary so text and controls keep AA contrast. */
export const darkTheme: ThemeTokens = {
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
  footer,
  shadow: shadows.dark,
};
