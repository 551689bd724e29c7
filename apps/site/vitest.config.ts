import { configDefaults, defineProject } from 'vitest/config';
import { uiFromSource } from '../../packages/ui/build/from-source.ts';

// The site's pure helpers (token parsing, image sizing, quotes): plain Node, no browser.
export default defineProject({
  plugins: [uiFromSource()],
  test: {
    name: 'site',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The editor's HTML tests need the browser's DOMParser: they run in site-browser.
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts'],
  },
});
