import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: __dirname,
  plugins: [react()],
  // Libraries expose their TypeScript sources under this condition inside the workspace.
  resolve: { conditions: ['@locus/source'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` } },
});
