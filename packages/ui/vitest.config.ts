import { defineProject } from 'vitest/config';

// The package as other projects get it: built, packed and installed in a scratch consumer.
export default defineProject({
  test: {
    name: 'ui-package',
    environment: 'node',
    include: ['consumer/**/*.test.ts'],
    testTimeout: 300_000,
  },
});
