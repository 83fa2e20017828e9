import { defineProject } from 'vitest/config';

export default defineProject({
  // The score formula comes from libs/scoring's source, as the server runs it (tsx --conditions=@locus/source).
  resolve: { conditions: ['@locus/source'] },
  ssr: { resolve: { conditions: ['@locus/source'] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite starts in about 3 s; suites share a prepared template (see src/testing).
    testTimeout: 30_000,
    // Pins the demo data's "now" so tests can name dates (the product seeds relative to today).
    env: { LOCUS_SEED_NOW: '2026-11-01T12:00:00Z' },
    hookTimeout: 60_000,
  },
});
