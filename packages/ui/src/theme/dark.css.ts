import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeClassNames } from './theme-names';
import { darkTheme } from './theme-values';

// ':root.' outranks the light theme's ':root' when the class sits on <html>, whatever the CSS order.
createGlobalTheme(`:root.${themeClassNames.dark}, .${themeClassNames.dark}`, vars, darkTheme);

export const darkThemeClass = themeClassNames.dark;
