import '../packages/ui/src/theme/fonts';
import '../packages/ui/src/theme/global.css';
import './preview.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configure } from 'storybook/test';
import { isThemeMode, themeClassNames } from '../packages/ui/src/theme/theme-names';
import { useSystemTheme } from '../packages/ui/src/theme/use-system-theme';

// Menus, lists and toasts load their code on first use. On a busy test server (the whole suite on a
// fresh clone) that first load can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

// Radix portals render on <body>, so the theme class goes on <html> and <body>, not only the story.
// The story tests run once more in the dark theme: that project's setup file sets this (dark-stories.ts).
const testTheme = (globalThis as { __pupitreStoryTheme?: unknown }).__pupitreStoryTheme;

const withTheme: Decorator = (Story, context) => {
  const chosen = isThemeMode(testTheme) ? testTheme : context.globals.theme;
  const mode = isThemeMode(chosen) ? chosen : 'light';
  const system = useSystemTheme(mode === 'system');
  const theme = mode === 'system' ? system : mode;
  useEffect(() => {
    for (const element of [document.documentElement, document.body]) {
      element.classList.remove(themeClassNames.light, themeClassNames.dark);
      element.classList.add(themeClassNames[theme]);
    }
  }, [theme]);
  return <Story />;
};

const preview: Preview = {
  // Every component gets a docs page; interaction tests opt out of it (and of the sidebar) with
  // tags: ['!autodocs', '!dev'], and still run as tests.
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Oscuro', icon: 'moon' },
          { value: 'system', title: 'Sistema', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    // Chromatic snapshots every story once per mode; a mode sets globals (here the theme above).
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
      },
    },
  },
};

export default preview;
