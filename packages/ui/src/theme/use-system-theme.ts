import { useEffect, useState } from 'react';
import { DARK_SCHEME_QUERY, type ThemeName } from './theme-names';

/** The operating system's colour scheme, followed live; light until mounted, as on the server. */
export function useSystemTheme(enabled: boolean): ThemeName {
  const [theme, setTheme] = useState<ThemeName>('light');
  useEffect(() => {
    if (!enabled || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const follow = () => setTheme(query.matches ? 'dark' : 'light');
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [enabled]);
  return theme;
}
