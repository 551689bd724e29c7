import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { isThemeName, THEME_STORAGE_KEY } from '../../theme/theme-names';

const noTargets = () => [];

/**
 * Stories only: a ThemeProvider that starts on the toolbar's theme and leaves the page classes alone, so
 * the Storybook theme decorator and the screenshot frame stay in charge of the colours.
 */
export const withThemeProvider: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'light';
  return (
    <ThemeProvider key={theme} defaultTheme={theme} applyTo={noTargets}>
      <Story />
    </ThemeProvider>
  );
};

/** A `beforeEach` that hides the reader's saved theme from the story and restores it afterwards. */
export function isolateSavedTheme() {
  const saved = localStorage.getItem(THEME_STORAGE_KEY);
  localStorage.removeItem(THEME_STORAGE_KEY);
  return () => {
    if (saved === null) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, saved);
  };
}
