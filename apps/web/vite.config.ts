import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { muiWithoutCssVariables } from './build/mui-without-css-variables.ts';
import { routePreloadsPlugin } from './build/route-preloads.ts';

/** The production build of react-router beside the development one its package exports resolve to. */
function reactRouterProduction(): string {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  return development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
}

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  // Brotli and gzip copies of every text file beside it (x.js.br, x.js.gz) for the server to pick by
  // Accept-Encoding. index.html is left out: the server rewrites it for every response (its nonce).
  plugins: [
    react(),
    muiWithoutCssVariables(),
    routePreloadsPlugin(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.html$/ }),
  ],
  // The server puts each response's style nonce where this placeholder is (apps/api/src/http/web-app.ts):
  // in a <meta property="csp-nonce"> the app gives emotion, and on the page's own tags.
  html: { cspNonce: 'LOCUS_CSP_NONCE' },
  // Libraries expose their TypeScript sources under this condition inside the workspace. Naming conditions
  // replaces Vite's defaults, so they are kept: without 'production' and 'browser' the build shipped
  // react-router's development build and emotion's CommonJS files.
  resolve: {
    conditions: ['@locus/source', ...defaultClientConditions],
    // react-router's exports name no 'production' condition, so a build would ship its development
    // copy (dev warnings kept); its production copy is the same API with them compiled out.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : [],
  },
  // The manifest lets scripts/bench-bundle.mjs tell which chunks a route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // One stylesheet for the whole app (about 7 KB gzip), linked by index.html: the static views' small
    // stylesheets were a request each (14 on /reviews) and a style recalculation each as they arrived.
    cssCodeSplit: false,
    rolldownOptions: {
      // @emotion/react imports hoist-non-react-statics for no export (a bare import), which kept it and
      // its copy of react-is in every first load; the package has no side effects.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
      output: {
        // Everything the entry imports statically is one chunk: the first load fetches all of it anyway,
        // and one file compresses better than the dozen shared pieces automatic splitting made of it.
        // MUI's core (styling, theme, the base components and their helpers), which most pages share, is one
        // chunk rather than dozens of small shared pieces: a page's first load fetches a few files, not 70.
        // The signed-in shell has no MUI (its frame and menu are static CSS), so this costs it nothing.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine)|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|@babel[\\/]runtime)[\\/]/,
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` } },
}));
