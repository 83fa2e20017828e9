import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withLoadTimeout } from './chunk-timeout';

describe('page code loading', () => {
  afterEach(() => vi.useRealTimers());

  it('[P9-006] a page module that has not arrived after 120 s fails with a clear error', async () => {
    vi.useFakeTimers();
    const load = withLoadTimeout(() => new Promise<never>(() => undefined));
    const result = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('[P9-006] a module that arrives in time, or fails by itself, is passed through', async () => {
    const module = { default: 'page' };
    await expect(withLoadTimeout(() => Promise.resolve(module))()).resolves.toBe(module);
    const failure = new Error('404');
    await expect(withLoadTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
