import { defineProject } from 'vitest/config';

// The site's pure helpers (token parsing, image sizing, quotes): plain Node, no browser.
export default defineProject({
  test: {
    name: 'site',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
