import { defineProject } from 'vitest/config';

// Workspace libs resolve to their sources through the '@locus/source' export condition. Tests in the
// node environment resolve as SSR, which has its own conditions, so it is named there too.
const conditions = ['@locus/source'];

// Pure models and stores run in node; hook tests opt into jsdom with a per-file comment.
export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { name: 'settings', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
