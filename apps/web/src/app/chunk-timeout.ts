/** How long a page's code may take to arrive before the route shows its error (P9-006). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('The page took too long to load. Check your connection and reload the page.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * A module loader that gives up after `timeoutMs`: a stalled download then reaches the route's error
 * screen instead of leaving the page blank for ever.
 */
export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
