import { describe, expect, it } from 'vitest';
import { WriteAwareCache } from './write-aware-cache.js';

const tables = (...names: string[]) => new Set(names);

describe('write-aware cache', () => {
  it('serves an entry until the TTL passes', () => {
    const cache = new WriteAwareCache<string>(5_000, 10);
    cache.set('k', 'row', 1000, cache.generation, tables('sessions'));
    expect(cache.get('k', 1000 + 4_999)).toBe('row');
    expect(cache.get('k', 1000 + 5_000)).toBeUndefined();
  });

  it('a write drops the entries read from the written tables and keeps the others', () => {
    const cache = new WriteAwareCache<number>(10_000, 10);
    cache.set('locations', 1, 0, cache.generation, tables('locations', 'group_locations'));
    cache.set('users', 2, 0, cache.generation, tables('users'));
    cache.invalidate(['group_locations']);
    expect(cache.get('locations', 0)).toBeUndefined();
    expect(cache.get('users', 0)).toBe(2);
    cache.invalidate(null);
    expect(cache.get('users', 0)).toBeUndefined();
  });

  it('does not store a read that overlapped a write', async () => {
    const cache = new WriteAwareCache<number>(10_000, 10);
    const value = await cache.through('k', tables('locations'), 0, async () => {
      cache.invalidate(['reviews']); // any write while the read runs
      return 7;
    });
    expect(value).toBe(7);
    expect(cache.get('k', 0)).toBeUndefined();
    let reads = 0;
    const read = async () => ++reads;
    await cache.through('k', tables('locations'), 0, read);
    await cache.through('k', tables('locations'), 0, read);
    expect(reads).toBe(1);
  });

  it('never stores undefined (a row not found) and drops its oldest entry when full', async () => {
    const cache = new WriteAwareCache<number>(10_000, 2);
    let reads = 0;
    const missing = async () => {
      reads++;
      return undefined;
    };
    await cache.through('none', tables('users'), 0, missing);
    await cache.through('none', tables('users'), 0, missing);
    expect(reads).toBe(2);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, 0, cache.generation, tables('users'));
    expect(cache.size).toBe(2);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('c', 0)).toBe(1);
  });

  it('shares one read among concurrent misses of a key, unless a write happened since it started', async () => {
    const cache = new WriteAwareCache<number>(10_000, 10);
    let reads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = async () => {
      reads++;
      await gate;
      return reads;
    };
    const first = cache.through('k', tables('media'), 0, read);
    const joined = cache.through('k', tables('media'), 0, read);
    expect(reads).toBe(1);
    cache.invalidate(['media']); // a write: a later miss must read again rather than join the older read
    const after = cache.through('k', tables('media'), 0, read);
    expect(reads).toBe(2);
    release();
    expect(await first).toBe(2);
    expect(await joined).toBe(2);
    expect(await after).toBe(2);
    expect(cache.get('k', 0)).toBe(2); // the read that started after the write is stored
  });

  it('a failed read is not shared with later callers', async () => {
    const cache = new WriteAwareCache<number>(10_000, 10);
    await expect(cache.through('k', tables('media'), 0, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.through('k', tables('media'), 0, async () => 3)).toBe(3);
  });
});
