import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@locus/source'] },
  test: { name: 'api-client', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
