import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeClassNames } from './theme-names';
import { lightTheme } from './theme-values';

createGlobalTheme(`:root, .${themeClassNames.light}`, vars, lightTheme);

export const lightThemeClass = themeClassNames.light;
