import type { ThemeOverrides } from '../theme/theme-overrides';
import { darkTheme, lightTheme } from '../theme/theme-values';
import { AA_TEXT, contrastRatio, mix } from './contrast';

/** What the theme playground lets a designer pick. */
export interface PlaygroundChoice {
  /** The light theme's primary colour, hex. */
  primary: string;
  /** The dark theme's primary, hex; when left out it is derived from `primary` (see `derivedDarkPrimary`). */
  darkPrimary?: string;
  /** `radius.md` in px; `sm`, `lg` and `xl` follow it (half, one and a half, double). */
  radius: number;
  /** The body font stack, `font.body`. */
  font: string;
}

export const fontChoices = [
  { label: 'Poppins (la de Pupitre)', value: lightTheme.font.body },
  {
    label: 'Serif (Charter, como la escuela de ejemplo)',
    value: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, "DejaVu Serif", serif',
  },
  { label: 'La del sistema', value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  { label: 'Verdana (sans serif ancha)', value: 'Verdana, Geneva, "DejaVu Sans", sans-serif' },
] as const;

export const defaultChoice: PlaygroundChoice = {
  primary: lightTheme.color.primary,
  radius: Number.parseInt(lightTheme.radius.md, 10),
  font: lightTheme.font.body,
};

const WHITE = '#ffffff';
const BLACK = '#000000';

/** Mixes `colour` toward `target` in 5 % steps until it reaches AA on `background` (or becomes `target`). */
function untilReadable(colour: string, background: string, target: string): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(colour, target, step / 20);
    if (contrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return target;
}

/** Whichever of the candidates reads best on `background`. */
function bestOn(background: string, candidates: string[]): string {
  return candidates.reduce((best, candidate) =>
    contrastRatio(candidate, background) > contrastRatio(best, background) ? candidate : best,
  );
}

/**
 * The dark primary when the designer does not pick one: the light primary, lightened toward white
 * until it keeps AA (4.5:1) on the dark background, where it is drawn as a button and as links.
 */
export function derivedDarkPrimary(primary: string): string {
  return untilReadable(primary, darkTheme.color.background, WHITE);
}

/**
 * The overrides for `themeCss()` / `createTheme()`, with only what differs from Pupitre's defaults: the
 * primary and the colours that go with it in each theme (hover, the text on it, links and the focus
 * ring, each kept at AA), and the radius and font, which are the same in both themes and so are given
 * to both (a token given to one theme only would get its default back in the other's block).
 */
export function playgroundOverrides(choice: PlaygroundChoice): ThemeOverrides {
  const shared = {
    ...(choice.radius === defaultChoice.radius
      ? {}
      : {
          radius: {
            sm: `${Math.round(choice.radius / 2)}px`,
            md: `${choice.radius}px`,
            lg: `${Math.round(choice.radius * 1.5)}px`,
            xl: `${choice.radius * 2}px`,
          },
        }),
    ...(choice.font === defaultChoice.font ? {} : { font: { body: choice.font } }),
  };
  const light = choice.primary.toLowerCase();
  if (light === defaultChoice.primary && choice.darkPrimary === undefined) {
    return Object.keys(shared).length === 0 ? {} : { light: shared, dark: shared };
  }

  const lightLink = untilReadable(light, lightTheme.color.background, BLACK);
  const dark = (choice.darkPrimary ?? derivedDarkPrimary(light)).toLowerCase();
  const darkLink = untilReadable(dark, darkTheme.color.background, WHITE);
  return {
    light: {
      ...shared,
      color: {
        primary: light,
        primaryHover: mix(light, BLACK, 0.2),
        onPrimary: bestOn(light, [WHITE, lightTheme.color.text]),
        link: lightLink,
        focusRing: lightLink,
      },
    },
    dark: {
      ...shared,
      color: {
        primary: dark,
        primaryHover: mix(dark, WHITE, 0.25),
        onPrimary: bestOn(dark, [darkTheme.color.onPrimary, WHITE]),
        link: darkLink,
        focusRing: darkLink,
      },
    },
  };
}
