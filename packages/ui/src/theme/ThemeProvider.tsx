import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { isThemeName, THEME_STORAGE_KEY, type ThemeName, themeClassNames } from './theme-names';

export interface ThemeContextValue {
  /** The theme on screen (a page may force one). */
  theme: ThemeName;
  /** The reader's own choice, saved in localStorage. */
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
}

function readSavedTheme(): ThemeName | null {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function ThemeProvider({ children, defaultTheme = 'light', applyTo }: ThemeProviderProps) {
  const [preferredTheme, setPreferredTheme] = useState<ThemeName>(defaultTheme);
  const [forcedTheme, setForcedTheme] = useState<ThemeName | null>(null);
  const theme = forcedTheme ?? preferredTheme;

  // Storage is read after mount so rendering stays free of browser globals (server rendering).
  useEffect(() => {
    const saved = readSavedTheme();
    if (saved) setPreferredTheme(saved);
  }, []);

  useEffect(() => {
    const targets = applyTo ? applyTo() : [document.documentElement];
    for (const target of targets) {
      target.classList.remove(themeClassNames.light, themeClassNames.dark);
      target.classList.add(themeClassNames[theme]);
    }
  }, [theme, applyTo]);

  const setTheme = useCallback((next: ThemeName) => {
    setPreferredTheme(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage: the theme still changes for this visit.
    }
    console.log(`current theme changed to ${next}`);
  }, []);

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
