import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage.js';
import { createWebStorage } from './web-storage.js';

describe('createWebStorage', () => {
  it('reads and writes the Web Storage and hears other tabs through storage events', () => {
    window.localStorage.clear();
    const storage = createWebStorage(window.localStorage, window);
    storage.set('locus.auth.token', 'abc');
    expect(window.localStorage.getItem('locus.auth.token')).toBe('abc');
    expect(storage.get('locus.auth.token')).toBe('abc');

    const listener = vi.fn();
    const stop = storage.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'locus.auth.token', storageArea: window.localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', storageArea: window.sessionStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('locus.auth.token');

    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    storage.remove('locus.auth.token');
    expect(storage.get('locus.auth.token')).toBeNull();
  });
});

describe('createMemoryStorage', () => {
  it('plays another tab for tests', () => {
    const storage = createMemoryStorage({ a: '1' });
    const listener = vi.fn();
    storage.subscribe(listener);
    storage.set('b', '2');
    expect(listener).not.toHaveBeenCalled();
    storage.changeElsewhere('a', null);
    expect(listener).toHaveBeenLastCalledWith('a');
    expect(storage.entries()).toEqual({ b: '2' });
    storage.clearElsewhere();
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(storage.get('b')).toBeNull();
  });
});
