import './theme/fonts';
import './theme/global.css';

export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './components/Spinner';
export { vars } from './theme/contract.css';
export { darkThemeClass } from './theme/dark.css';
export { lightThemeClass } from './theme/light.css';
export {
  type ThemeContextValue,
  ThemeProvider,
  type ThemeProviderProps,
  useForcedTheme,
  useTheme,
} from './theme/ThemeProvider';
export { themeInitScript } from './theme/theme-init';
export {
  isThemeName,
  THEME_STORAGE_KEY,
  type ThemeName,
  themeClassNames,
  themeNames,
} from './theme/theme-names';
export * as tokens from './tokens';
