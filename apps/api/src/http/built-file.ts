import { readFileSync, statSync } from 'node:fs';

/**
 * A file of the web app's build, parsed once and parsed again when a new build replaces it (its asset names
 * change with every build, and the server keeps running).
 */
export function builtFile<T>(file: string, parse: (text: string) => T): () => T {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}
