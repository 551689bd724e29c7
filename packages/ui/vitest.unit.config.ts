import { defineProject } from 'vitest/config';

// The design system's pure helpers (colour values, font sizes, toolbar placement): plain Node, no styles.
export default defineProject({
  test: {
    name: 'ui-unit',
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
