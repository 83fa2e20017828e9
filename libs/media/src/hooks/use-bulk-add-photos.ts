import { useStoreValue } from '@locus/auth';
import type { BulkPhotoLocation } from '../model/bulk-gating.js';
import type { BulkAddPhotosStore } from '../store/bulk-add-photos-store.js';

/** Bulk Add Photos: whether its modal is open, the blocking message, and the action on a selection. */
export function useBulkAddPhotos(store: BulkAddPhotosStore) {
  const state = useStoreValue(() => ({ isOpen: store.isOpen, blocked: store.blocked, locationIds: store.locationIds }));
  return { ...state, onRequest: (selected: readonly (BulkPhotoLocation & { id: number })[]) => store.request(selected), onClose: () => store.close() };
}
