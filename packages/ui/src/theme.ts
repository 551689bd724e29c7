// `@pupitre/ui/theme`: the token values and the theme API, apart from the components.
export { vars } from './theme/contract.css';
export { createTheme } from './theme/create-theme';
export { type DeepPartial, type ThemeOverrides, themeCss } from './theme/theme-overrides';
export { darkTheme, lightTheme, type ThemeTokens } from './theme/theme-values';
export { flattenTokens, tokenName } from './theme/token-name';
