import {
  classesFor,
  DARK_SCHEME_QUERY,
  THEME_STORAGE_KEY,
  type ThemeMode,
  type ThemeName,
} from './theme-names';

export interface ThemeInitOptions {
  /** Where the reader's choice is saved; the same key the ThemeProvider is given. */
  storageKey?: string;
  /** The mode when nothing is saved: the ThemeProvider's `mode`. */
  mode?: ThemeMode;
  /** Extra classes per theme, as given to the ThemeProvider. */
  classNames?: Partial<Record<ThemeName, string>>;
}

/**
 * An inline script for the page head that applies the saved (or system) theme before the first paint,
 * so a dark-mode reader never sees a flash of the light theme. Give it the ThemeProvider's options.
 */
export function createThemeInitScript({
  storageKey = THEME_STORAGE_KEY,
  mode = 'light',
  classNames,
}: ThemeInitOptions = {}): string {
  const json = JSON.stringify;
  return `(function(){try{var m=null;try{m=localStorage.getItem(${json(storageKey)})}catch(_){}if(m!=='light'&&m!=='dark'&&m!=='system')m=${json(mode)};var d=m==='dark'||(m==='system'&&window.matchMedia(${json(DARK_SCHEME_QUERY)}).matches);var c=d?${json(classesFor('dark', classNames))}:${json(classesFor('light', classNames))};for(var i=0;i<c.length;i++)document.documentElement.classList.add(c[i]);}catch(_){}})();`;
}

/** The start-up script for the default options: key 'theme', light unless the reader chose otherwise. */
export const themeInitScript = createThemeInitScript();
