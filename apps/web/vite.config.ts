import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // Libraries expose their TypeScript sources under this condition inside the workspace. Naming conditions
  // replaces Vite's defaults, so they are kept: without 'production' and 'browser' the build shipped
  // react-router's development build and emotion's CommonJS files.
  resolve: { conditions: ['@locus/source', ...defaultClientConditions] },
  // The manifest lets scripts/bench-bundle.mjs tell which chunks a route loads.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` } },
});
