import type { KeyValueStorage } from '../ports/surroundings.js';

/** A KeyValueStorage in memory that can play "another tab" for tests and server-side rendering. */
export interface MemoryStorage extends KeyValueStorage {
  /** Changes a key as another tab would, and tells the subscribers (`value` null removes it). */
  changeElsewhere(key: string, value: string | null): void;
  /** Clears everything as another tab would (Storage.clear() reports a null key). */
  clearElsewhere(): void;
  entries(): Record<string, string>;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(initial));
  const listeners = new Set<(key: string | null) => void>();
  const tell = (key: string | null) => listeners.forEach((listener) => listener(key));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changeElsewhere(key, value) {
      if (value === null) values.delete(key);
      else values.set(key, value);
      tell(key);
    },
    clearElsewhere() {
      values.clear();
      tell(null);
    },
    entries: () => Object.fromEntries(values),
  };
}
