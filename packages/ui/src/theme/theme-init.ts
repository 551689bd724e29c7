import { THEME_STORAGE_KEY, themeClassNames } from './theme-names';

/**
 * An inline script for the page head: applies the saved theme before the first paint, so a dark-mode
 * reader never sees a flash of the light theme.
 */
export const themeInitScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='dark'?'dark':'light';var e=document.documentElement;e.classList.add(t==='dark'?${JSON.stringify(themeClassNames.dark)}:${JSON.stringify(themeClassNames.light)});}catch(_){}})();`;
