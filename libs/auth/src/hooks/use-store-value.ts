import { compareStructural, reaction } from 'mobx';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * The value of a MobX derivation, re-rendering when it changes (structurally), so the hooks work in
 * plain components as well as in `observer` ones. `derive` may close over fresh arguments each render.
 */
export function useStoreValue<T>(derive: () => T): T {
  const deriveRef = useRef(derive);
  deriveRef.current = derive;
  const cache = useRef<{ value: T } | null>(null);

  const subscribe = useCallback((onChange: () => void) => {
    return reaction(
      () => deriveRef.current(),
      (value) => {
        if (cache.current && compareStructural(cache.current.value, value)) return;
        cache.current = { value };
        onChange();
      },
      { fireImmediately: true },
    );
  }, []);

  const getSnapshot = () => {
    if (!cache.current) cache.current = { value: deriveRef.current() };
    return cache.current.value;
  };
  const value = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  // Arguments of `derive` may have changed since the cached value (e.g. a new pathname).
  const fresh = derive();
  if (!compareStructural(fresh, value)) cache.current = { value: fresh };
  return cache.current?.value ?? value;
}
