import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@locus/source'] },
  ssr: { resolve: { conditions: ['@locus/source'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // Whole-shell tests render lazy pages in jsdom; on a loaded 2-core machine one can pass 5 s.
    testTimeout: 15_000,
  },
});
