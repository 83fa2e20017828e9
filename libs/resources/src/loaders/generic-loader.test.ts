import { ApiError } from '@locus/api-client';
import { observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_DEBOUNCE_MS } from '../model/constants.js';
import { GenericLoader } from './generic-loader.js';

interface Params {
  accountId?: number;
  range: string;
}

/** A load function whose calls the test settles one by one. */
function controllableLoad() {
  const calls: Array<{
    params: Params;
    signal: AbortSignal;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }> = [];
  const load = (params: Params, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ params, signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { calls, load };
}

describe('GenericLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[P9-016] the generic loader debounce is 500 ms', () => {
    expect(LOADER_DEBOUNCE_MS).toBe(500);
  });

  it('[P7-016] loads at once, then refetches 500 ms after the last params change', async () => {
    const state = observable({ range: '7d' });
    const { calls, load } = controllableLoad();
    const loader = new GenericLoader<Params, string>({ params: () => ({ range: state.range }), load });
    expect(calls.map((c) => c.params.range)).toEqual(['7d']);
    expect(loader.status).toBe('loading');
    calls[0]?.resolve('week');
    await vi.advanceTimersByTimeAsync(0);
    expect(loader).toMatchObject({ status: 'loaded', data: 'week' });

    runInAction(() => (state.range = '30d'));
    await vi.advanceTimersByTimeAsync(300);
    runInAction(() => (state.range = '90d'));
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.params.range)).toEqual(['7d', '90d']);
    expect(loader.data).toBe('week'); // the previous data stays while the next loads
    calls[1]?.resolve('quarter');
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.data).toBe('quarter');
    loader.dispose();
  });

  it('a structurally equal params value is no change', async () => {
    const state = observable({ range: '7d', tick: 0 });
    const { calls, load } = controllableLoad();
    const loader = new GenericLoader<Params, string>({
      params: () => (state.tick >= 0 ? { range: state.range } : { range: '' }),
      load,
    });
    runInAction(() => (state.tick += 1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    loader.dispose();
  });

  it('latest wins: a refetch aborts the running call, whose late reply is ignored', async () => {
    const state = observable({ range: '7d' });
    const { calls, load } = controllableLoad();
    const loader = new GenericLoader<Params, string>({ params: () => ({ range: state.range }), load });
    runInAction(() => (state.range = '30d'));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.resolve('month');
    await vi.advanceTimersByTimeAsync(0);
    expect(loader).toMatchObject({ status: 'loaded', data: 'month', error: undefined });
    loader.dispose();
  });

  it('skips params it cannot load yet, and loads once they are complete', async () => {
    const state = observable<{ accountId: number | undefined }>({ accountId: undefined });
    const { calls, load } = controllableLoad();
    const loader = new GenericLoader<Params, string>({
      params: () => ({ accountId: state.accountId, range: '7d' }),
      skip: (p) => p.accountId === undefined,
      load,
    });
    expect(calls).toHaveLength(0);
    expect(loader.status).toBe('idle');
    runInAction(() => (state.accountId = 4));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[0]?.params.accountId).toBe(4);
    loader.dispose();
  });

  it('[P8-001] a failure sets status error with the server text', async () => {
    const { calls, load } = controllableLoad();
    const loader = new GenericLoader<Params, string>({ params: () => ({ range: '7d' }), load });
    calls[0]?.reject(new ApiError(403, { error: 'Not allowed' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(loader).toMatchObject({ status: 'error', error: 'Not allowed' });
    const retry = loader.reload();
    calls[1]?.resolve('ok');
    await retry;
    expect(loader).toMatchObject({ status: 'loaded', error: undefined, data: 'ok' });
    loader.dispose();
  });

  it('dispose stops watching the params and aborts the running call', async () => {
    const state = observable({ range: '7d' });
    const { calls, load } = controllableLoad();
    const loader = new GenericLoader<Params, string>({ params: () => ({ range: state.range }), load });
    loader.dispose();
    expect(calls[0]?.signal.aborted).toBe(true);
    runInAction(() => (state.range = '30d'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(loader.error).toBeUndefined();
  });
});
