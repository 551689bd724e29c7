import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { classesFor, isThemeMode, THEME_STORAGE_KEY, type ThemeMode, type ThemeName } from './theme-names';
import type { ThemeStorage } from './theme-storage';
import { useSystemTheme } from './use-system-theme';

export interface ThemeContextValue {
  /** The theme on screen (a page may force one; 'system' is resolved). */
  theme: ThemeName;
  /** The reader's own choice, kept in the provider's storage: a theme or 'system'. */
  mode: ThemeMode;
  /** The reader's choice resolved to a theme, ignoring a page's forced theme. */
  preferredTheme: ThemeName;
  setTheme(theme: ThemeMode): void;
  /** Switches the reader's choice between light and dark (from 'system', to the opposite of it). */
  toggleTheme(): void;
  /** Used by pages that must show one theme (login, password reset); null gives control back. */
  setForcedTheme(theme: ThemeName | null): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * The mode before the reader picks one: 'light' (the default), 'dark', or 'system', which follows
   * the operating system's `prefers-color-scheme` live. Give `createThemeInitScript` the same value.
   */
  mode?: ThemeMode;
  /** @deprecated Use `mode`. */
  defaultTheme?: ThemeName;
  /** Where the classes go; the document root by default. Storybook passes both html and body. */
  applyTo?: () => Element[];
  /**
   * Keeps the reader's choice (e.g. `localStorageAdapter`, which the no-flash script reads). Without
   * one, the choice lasts for the visit only.
   */
  storage?: ThemeStorage;
  /** The storage key of the choice; 'theme' by default. Give the start-up script the same key. */
  storageKey?: string;
  /**
   * Classes of your own to set beside `pupitre-theme-light` / `pupitre-theme-dark` (e.g. `{ dark: 'dark' }`
   * for a utility framework's dark variant). The package's tokens follow its own classes.
   */
  classNames?: Partial<Record<ThemeName, string>>;
}

export function ThemeProvider({
  children,
  mode: initialMode,
  defaultTheme,
  applyTo,
  storage,
  storageKey = THEME_STORAGE_KEY,
  classNames,
}: ThemeProviderProps) {
  const [mode, setMode] = useState<ThemeMode>(initialMode ?? defaultTheme ?? 'light');
  const [forcedTheme, setForcedTheme] = useState<ThemeName | null>(null);
  // Until the saved choice is read, the classes the start-up script set stay as they are.
  const [restored, setRestored] = useState(false);
  const systemTheme = useSystemTheme(mode === 'system');
  const preferredTheme = mode === 'system' ? systemTheme : mode;
  const theme = forcedTheme ?? preferredTheme;

  // Storage is read after mount so rendering stays free of browser globals (server rendering).
  useEffect(() => {
    const saved = storage?.get(storageKey);
    if (isThemeMode(saved)) setMode(saved);
    setRestored(true);
  }, [storage, storageKey]);

  useEffect(() => {
    if (!restored) return;
    const targets = applyTo ? applyTo() : [document.documentElement];
    const every = [...classesFor('light', classNames), ...classesFor('dark', classNames)];
    for (const target of targets) {
      target.classList.remove(...every);
      target.classList.add(...classesFor(theme, classNames));
    }
  }, [restored, theme, applyTo, classNames]);

  const setTheme = useCallback(
    (next: ThemeMode) => {
      setMode(next);
      storage?.set(storageKey, next);
    },
    [storage, storageKey],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      mode,
      preferredTheme,
      setTheme,
      toggleTheme: () => setTheme(preferredTheme === 'dark' ? 'light' : 'dark'),
      setForcedTheme,
    }),
    [theme, mode, preferredTheme, setTheme],
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
