export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Stable class names, so the inline start-up script can apply a theme before the bundle loads. */
export const themeClassNames: Record<ThemeName, string> = {
  light: 'pupitre-theme-light',
  dark: 'pupitre-theme-dark',
};

export const THEME_STORAGE_KEY = 'theme';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}
