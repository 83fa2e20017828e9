import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../config.js';

export const LOADER_ENTRY = resolve(REPO_ROOT, 'apps/api/embed/widget.ts');
/** The budget for the loader (gzip, docs/widgets.md). */
export const LOADER_GZIP_BUDGET = 10 * 1024;

export interface BuiltLoader {
  code: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Builds the loader (plain TypeScript, no framework) into one minified IIFE with esbuild, in memory. The
 * server builds it once on first request; `npm run bench:embed` prints its sizes.
 */
export async function buildLoader(): Promise<BuiltLoader> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [LOADER_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2019'],
    write: false,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, rawBytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
}
