import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenName } from './token-name';

const scale = <const Keys extends readonly string[]>(keys: Keys) =>
  Object.fromEntries(keys.map((key) => [key, null])) as { [K in Keys[number]]: null };

/**
 * Every value a component may read; each theme fills all of it. Colours are named by role, not hue.
 * Each one is a CSS custom property with a stable public name (`--pupitre-color-primary`,
 * `--pupitre-radius-md`, `--pupitre-font-body`), so plain CSS can theme the package.
 */
export const vars = createGlobalThemeContract(
  {
    color: scale([
      'background',
      'surface',
      'surfaceRaised',
      'surfaceSunken',
      'text',
      'textMuted',
      'textInverse',
      'border',
      'borderStrong',
      'primary',
      'primaryHover',
      'onPrimary',
      'secondary',
      'secondaryHover',
      'onSecondary',
      'accent',
      'link',
      'danger',
      'dangerHover',
      'onDanger',
      'dangerSurface',
      'success',
      'focusRing',
      'overlay',
    ] as const),
    /** The footer's own roles: it sits on a darkened photo, so its colours differ from the page's. */
    footer: scale([
      'background',
      'text',
      'link',
      'border',
      'borderStrong',
      'primary',
      'onPrimary',
      'accent',
      'focusRing',
      'overlay',
    ] as const),
    category: scale(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'other'] as const),
    onCategory: scale(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'other'] as const),
    space: scale(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const),
    radius: scale(['sm', 'md', 'lg', 'xl', 'round', 'circle'] as const),
    font: {
      body: null,
      size: scale(['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const),
      weight: scale(['regular', 'medium', 'semibold', 'bold'] as const),
    },
    iconSize: scale(['xs', 'sm', 'md', 'lg', 'xl'] as const),
    transition: scale(['default', 'fast', 'slow'] as const),
    shadow: scale(['sm', 'md', 'lg', 'primary'] as const),
  },
  (_value, path) => tokenName(path),
);
