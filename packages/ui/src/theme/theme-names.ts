export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/** What the reader (or the app) picks: a theme, or 'system' to follow `prefers-color-scheme` live. */
export const themeModes = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof themeModes)[number];

/**
 * The package's own theme classes. The tokens' dark values are keyed on `pupitre-theme-dark`, so the
 * provider and the start-up script always set these; an app may add its own classes beside them.
 */
export const themeClassNames: Record<ThemeName, string> = {
  light: 'pupitre-theme-light',
  dark: 'pupitre-theme-dark',
};

/** The storage key of the reader's choice, unless the app passes its own. */
export const THEME_STORAGE_KEY = 'theme';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return isThemeName(value) || value === 'system';
}

/** Every class that marks `theme` on an element: the package's own and the app's extra one. */
export function classesFor(theme: ThemeName, extra?: Partial<Record<ThemeName, string>>): string[] {
  return [themeClassNames[theme], ...(extra?.[theme]?.split(/\s+/).filter(Boolean) ?? [])];
}
