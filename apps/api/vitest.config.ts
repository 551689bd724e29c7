import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Tests that seed (password hashing, 24 drawn covers) are CPU-bound; in the full run the browser
    // projects share the two cores, and 30 s was not always enough.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
