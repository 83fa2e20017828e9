import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Static imports only: `import type` is erased, and `import('…')` is a lazy module loaded on first open.
const STATIC_IMPORT = /^import\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'([^']+)';/gm;

/** Every package the module imports statically, itself or through the design system's own files. */
function packagesOf(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts') && !file.endsWith('.tsx')) return;
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const target = path.resolve(path.dirname(file), specifier);
        const source = [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target].find(existsSync);
        if (source) visit(source);
      }
    }
  };
  visit(path.join(import.meta.dirname, entry));
  return packages;
}

describe('the filter bar’s first paint', () => {
  it.each(['FilterBar.tsx', 'FilterBarSkeleton.tsx'])('%s loads no MUI or emotion until a panel opens', (entry) => {
    const packages = [...packagesOf(entry)];
    expect(packages).toContain('react');
    expect(packages.filter((name) => /^@(mui|emotion)\//.test(name))).toEqual([]);
  });
});
