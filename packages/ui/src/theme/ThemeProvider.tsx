import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { isThemeName, THEME_STORAGE_KEY, type ThemeName, themeClassNames } from './theme-names';
import type { ThemeStorage } from './theme-storage';

export interface ThemeContextValue {
  /** The theme on screen (a page may force one). */
  theme: ThemeName;
  /** The reader's own choice, kept in the provider's storage. */
  preferredTheme: ThemeName;
  setTheme(theme: ThemeName): void;
  toggleTheme(): void;
  /** Used by pages that must show one theme (login, password reset); null gives control back. */
  setForcedTheme(theme: ThemeName | null): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children: ReactNode;
  /** The theme before a saved choice is read; light by default. */
  defaultTheme?: ThemeName;
  /** Where the class goes; the document root by default. Storybook passes both html and body. */
  applyTo?: () => Element[];
  /**
   * Keeps the reader's choice under the key 'theme' (e.g. `localStorageAdapter`, which the no-flash
   * script reads). Without one, the choice lasts for the visit only.
   */
  storage?: ThemeStorage;
}

export function ThemeProvider({ children, defaultTheme = 'light', applyTo, storage }: ThemeProviderProps) {
  const [preferredTheme, setPreferredTheme] = useState<ThemeName>(defaultTheme);
  const [forcedTheme, setForcedTheme] = useState<ThemeName | null>(null);
  const theme = forcedTheme ?? preferredTheme;

  // Storage is read after mount so rendering stays free of browser globals (server rendering).
  useEffect(() => {
    const saved = storage?.get(THEME_STORAGE_KEY);
    if (isThemeName(saved)) setPreferredTheme(saved);
  }, [storage]);

  useEffect(() => {
    const targets = applyTo ? applyTo() : [document.documentElement];
    for (const target of targets) {
      target.classList.remove(themeClassNames.light, themeClassNames.dark);
      target.classList.add(themeClassNames[theme]);
    }
  }, [theme, applyTo]);

  const setTheme = useCallback(
    (next: ThemeName) => {
      setPreferredTheme(next);
      storage?.set(THEME_STORAGE_KEY, next);
      console.log(`current theme changed to ${next}`);
    },
    [storage],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      preferredTheme,
      setTheme,
      toggleTheme: () => setTheme(preferredTheme === 'dark' ? 'light' : 'dark'),
      setForcedTheme,
    }),
    [theme, preferredTheme, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}

/** Shows one theme while the calling page is mounted (the spec forces light mode on account pages). */
export function useForcedTheme(theme: ThemeName): void {
  const { setForcedTheme } = useTheme();
  useEffect(() => {
    setForcedTheme(theme);
    return () => setForcedTheme(null);
  }, [theme, setForcedTheme]);
}
