import { useStoreValue } from '@locus/resources';
import { SYNC_MESSAGES } from '../model/sync-diff.js';
import type { DeleteLocationStore } from '../store/delete-location-store.js';
import type { OverridesStore } from '../store/overrides-store.js';
import type { SyncDiffStore } from '../store/sync-diff-store.js';
import type { OverrideKind } from '../model/overrides.js';

/** The Sync From Google modal: loading, error, 'Nothing to sync', or the changed fields. */
export function useSyncDiff(store: SyncDiffStore) {
  const state = useStoreValue(() => ({
    open: store.status !== 'closed',
    status: store.status,
    rows: store.rows,
    errorText: store.status === 'error' ? SYNC_MESSAGES.loadFailed : null,
  }));
  return { ...state, onOpen: () => void store.open(), onAccept: () => store.accept(), onClose: () => store.close() };
}

/** The delete flow's modals. */
export function useDeleteLocation(store: DeleteLocationStore, location: { id: number; name: string } | null) {
  const modal = useStoreValue(() => store.modal);
  return {
    modal,
    name: location?.name ?? '',
    onDelete: () => void store.request(),
    onConfirm: () => (location ? store.confirm(location) : Promise.resolve(false)),
    onClose: () => store.close(),
  };
}

/** Directory-specific overrides. */
export function useOverrides(store: OverridesStore) {
  const state = useStoreValue(() => ({ rows: store.rows, saving: store.saving, hasErrors: store.hasErrors }));
  return {
    ...state,
    onCheck: (code: string, checked: boolean) => store.setChecked(code, checked),
    onChange: (code: string, kind: OverrideKind, value: string) => store.change(code, kind, value),
    onBlur: (code: string, kind: OverrideKind) => store.blur(code, kind),
    onSave: () => store.save(),
  };
}
