import '../packages/ui/src/theme/fonts';
import '../packages/ui/src/theme/global.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configure } from 'storybook/test';
import { isThemeName, themeClassNames } from '../packages/ui/src/theme/theme-names';

// Menus, lists and toasts load their code on first use. On a busy test server (the whole suite on a
// fresh clone) that first load can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

// Radix portals render on <body>, so the theme class goes on <html> and <body>, not only the story.
const withTheme: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'light';
  useEffect(() => {
    for (const element of [document.documentElement, document.body]) {
      element.classList.remove(themeClassNames.light, themeClassNames.dark);
      element.classList.add(themeClassNames[theme]);
    }
  }, [theme]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro' },
          { value: 'dark', title: 'Oscuro' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
