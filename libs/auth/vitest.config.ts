import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Workspace libs resolve to their sources through the '@locus/source' export condition. Tests that
// resolve as SSR have their own conditions, so it is named there too.
const conditions = ['@locus/source'];

export default defineProject({
  plugins: [react()],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // jsdom for the hook tests (renderHook); the pure models run there just as well.
  test: { name: 'auth', environment: 'jsdom', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
