import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite starts in about 3 s; suites share a prepared template (see src/testing).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
