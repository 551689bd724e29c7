import { createThemeInitScript } from '@pupitre/ui/theme-init';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { themeOptions } from './src/theme-options.ts';

export default defineConfig({
  plugins: [
    react(),
    {
      // Sets the saved (or system) theme's class before the first paint: no flash of the light theme.
      name: 'theme-init',
      transformIndexHtml: () => [
        { tag: 'script', children: createThemeInitScript(themeOptions), injectTo: 'head' },
      ],
    },
  ],
  // @pupitre/ui's modules import their own CSS: let Vite bundle it for the server build too.
  ssr: { noExternal: ['@pupitre/ui'] },
});
