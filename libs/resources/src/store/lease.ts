import { isAbortError } from '../transport/abort.js';

/** A read a caller holds; release() says it no longer needs the result. */
export interface Lease<T> {
  readonly promise: Promise<T>;
  release(): void;
}

/**
 * Starts a read with its own abort signal and returns it with a release function, the shape a
 * React effect's cleanup or a store's disposer wants: `const l = lease((s) => store.get(id, {}, { signal: s }))`.
 * A released read resolves to undefined instead of rejecting, so nobody has to catch the abort.
 */
export function lease<T>(read: (signal: AbortSignal) => Promise<T>): Lease<T | undefined> {
  const controller = new AbortController();
  const promise = read(controller.signal).catch((error: unknown) => {
    if (controller.signal.aborted && isAbortError(error)) return undefined;
    throw error;
  });
  return { promise, release: () => controller.abort() };
}
