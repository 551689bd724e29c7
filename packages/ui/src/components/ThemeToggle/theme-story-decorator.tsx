import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { isThemeMode } from '../../theme/theme-names';

const noTargets = () => [];

/**
 * Stories only: a ThemeProvider that starts on the toolbar's theme ('system' follows the operating
 * system, as the preview's decorator does) and leaves the page classes alone, so the Storybook theme
 * decorator and the screenshot frame stay in charge of the colours. It has no storage, so a story
 * never reads or changes the reader's saved theme.
 */
export const withThemeProvider: Decorator = (Story, context) => {
  const theme = isThemeMode(context.globals.theme) ? context.globals.theme : 'light';
  return (
    <ThemeProvider key={theme} mode={theme} applyTo={noTargets}>
      <Story />
    </ThemeProvider>
  );
};
