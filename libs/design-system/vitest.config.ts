import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Workspace libs resolve to their sources through the '@locus/source' export condition. Component
// tests run in jsdom (client resolution), the SSR block keeps node-side resolution consistent.
const conditions = ['@locus/source'];

export default defineProject({
  plugins: [react()],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'design-system',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test-setup.ts'],
    // A hang guard, not a speed check: a story's play function can pass Vitest's 5 s default when the
    // 2-core machine runs every project at once (as the web project's 15 s allows).
    testTimeout: 15_000,
    // The light views are styled by static stylesheets: the tests apply them, so computed styles are real.
    css: { include: [/\.css$/] },
    // Each file gets its own jsdom: sharing one (isolate: false) was faster but let state leak between
    // files and made an input test flaky in CI.
  },
});
