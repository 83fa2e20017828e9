import { useEffect, useState } from 'react';
import { useRootStore } from './contexts';
import type { RootStore } from './root-store';

/**
 * A page's store, built after mount (so StrictMode's second mount gets a fresh one) and disposed when
 * the page goes or `key` changes (e.g. another id in the URL). Null until built.
 */
export function usePageStore<T extends { dispose(): void }>(build: (root: RootStore) => T, key: string | number | null = null): T | null {
  const root = useRootStore();
  const [store, setStore] = useState<T | null>(null);
  useEffect(() => {
    const built = build(root);
    setStore(built);
    return () => built.dispose();
    // `build` is the caller's inline function: the store follows the root store and the key only.
  }, [root, key]);
  return store;
}
