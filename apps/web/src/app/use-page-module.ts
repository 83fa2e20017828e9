import { useCallback, useSyncExternalStore } from 'react';
import type { PageModuleCache, PageModuleStatus } from './page-module-cache';

/**
 * The status of a route's page module, starting its load if nothing has (memoised: during the render, so
 * the fetch does not wait for a commit). Its arrival re-renders the caller as an ordinary update.
 */
export function usePageModule(routeId: string, pages: PageModuleCache): PageModuleStatus {
  void pages.load(routeId);
  const subscribe = useCallback(
    (onChange: () => void) => pages.subscribe(routeId, onChange),
    [routeId, pages],
  );
  return useSyncExternalStore(subscribe, () => pages.status(routeId));
}
