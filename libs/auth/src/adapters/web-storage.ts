import type { KeyValueStorage } from '../ports/surroundings.js';

/** The parts of a Web Storage (localStorage) the adapter uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where 'storage' events arrive: the window. Browsers fire them only in the other tabs. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: { key: string | null; storageArea: unknown }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null; storageArea: unknown }) => void): void;
}

/**
 * A KeyValueStorage over a Web Storage, hearing other tabs through 'storage' events. The app calls
 * `createWebStorage(window.localStorage, window)`; the lib itself never touches the DOM.
 */
export function createWebStorage(storage: StorageLike, events: StorageEventSource): KeyValueStorage {
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
    subscribe(listener) {
      const onStorage = (event: { key: string | null; storageArea: unknown }) => {
        // Events of another area (sessionStorage) are not ours.
        if (event.storageArea && event.storageArea !== storage) return;
        listener(event.key);
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
