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
    // One jsdom and one Storybook setup per worker instead of per file: files clean up after
    // themselves (test-setup.ts), and this keeps the suite fast on a small machine.
    isolate: false,
  },
});
