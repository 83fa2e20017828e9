import { useStoreValue } from '@locus/resources';
import type { SyncFlyoutStore } from '../store/sync-flyout-store.js';

/** F2-036: the sync flyout's view model: whether it is open, its reply as a card, and the copy button. */
export function useSyncFlyout(store: SyncFlyoutStore) {
  const state = useStoreValue(() => ({
    open: store.target !== null,
    status: store.loader.status,
    error: store.loader.error ?? null,
    view: store.view,
    copyLabel: store.copy.label,
  }));
  return {
    ...state,
    onClose: () => store.close(),
    onCopy: (value: string) => void store.copy.copy(value),
    onDirectorySwitch: (on: boolean) => void store.setDirectoryEnabled(on),
  };
}
