import { describe, expect, it, vi } from 'vitest';
import { isAbortError } from '../transport/abort.js';
import { RequestPool } from './request-pool.js';

/** A request the test settles, recording the signal it was started with. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('RequestPool', () => {
  it('callers of the same key share one request and one promise result', async () => {
    const pool = new RequestPool();
    const call = deferred<string>();
    const start = vi.fn(() => call.promise);
    const a = pool.run('GET /groups {}', start);
    const b = pool.run('GET /groups {}', start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(pool.size).toBe(1);
    call.resolve('rows');
    await expect(Promise.all([a, b])).resolves.toEqual(['rows', 'rows']);
    expect(pool.size).toBe(0);
  });

  it('different keys run separately, and a settled key starts afresh', async () => {
    const pool = new RequestPool();
    const start = vi.fn(async () => 'x');
    await Promise.all([pool.run('a', start), pool.run('b', start)]);
    await pool.run('a', start);
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('a failure reaches every caller and is forgotten', async () => {
    const pool = new RequestPool();
    const call = deferred<string>();
    const a = pool.run('k', () => call.promise);
    const b = pool.run('k', () => call.promise);
    call.reject(new Error('boom'));
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    expect(pool.has('k')).toBe(false);
  });

  it('one caller giving up leaves the request running for the others', async () => {
    const pool = new RequestPool();
    const call = deferred<string>();
    let signal: AbortSignal | undefined;
    const start = (s: AbortSignal) => {
      signal = s;
      return call.promise;
    };
    const first = new AbortController();
    const a = pool.run('k', start, first.signal);
    const b = pool.run('k', start, new AbortController().signal);
    first.abort();
    expect(isAbortError(await a.catch((e: unknown) => e))).toBe(true);
    expect(signal?.aborted).toBe(false);
    call.resolve('rows');
    await expect(b).resolves.toBe('rows');
  });

  it('the request is aborted once nobody needs its result, and the key is free again', async () => {
    const pool = new RequestPool();
    const signals: AbortSignal[] = [];
    const start = (s: AbortSignal) => {
      signals.push(s);
      return new Promise<string>(() => undefined);
    };
    const one = new AbortController();
    const two = new AbortController();
    const a = pool.run('k', start, one.signal);
    const b = pool.run('k', start, two.signal);
    one.abort();
    two.abort();
    await Promise.allSettled([a, b]);
    expect(signals[0]?.aborted).toBe(true);
    expect(pool.has('k')).toBe(false);
    void pool.run('k', start, new AbortController().signal);
    expect(signals).toHaveLength(2);
  });

  it('an already aborted signal rejects without starting anything', async () => {
    const pool = new RequestPool();
    const start = vi.fn(async () => 'x');
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(await pool.run('k', start, controller.signal).catch((e: unknown) => e))).toBe(true);
    expect(start).not.toHaveBeenCalled();
  });

  it('a synchronous throw of the starter rejects like a failure', async () => {
    const pool = new RequestPool();
    await expect(
      pool.run('k', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(pool.size).toBe(0);
  });
});
