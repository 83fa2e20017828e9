import { defineConfig } from 'vitest/config';

// One run over every project's unit tests; each project keeps its own vitest.config.ts.
export default defineConfig({
  test: { projects: ['libs/*/vitest.config.ts', 'apps/*/vitest.config.ts'] },
});
