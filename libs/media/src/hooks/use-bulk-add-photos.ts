import { useStoreValue } from '@locus/resources';
import type { BulkAddPhotosStore } from '../store/bulk-add-photos-store.js';

/** Bulk Add Photos: whether its modal is open, the blocking message, the categories, and the actions. */
export function useBulkAddPhotos(store: BulkAddPhotosStore) {
  const state = useStoreValue(() => ({
    isOpen: store.isOpen,
    blocked: store.blocked,
    locationIds: store.locationIds,
    wizard: store.wizard,
    categories: store.categories.data?._embedded.media_categories ?? [],
    categoriesError: store.categories.error ?? null,
  }));
  return {
    ...state,
    onRequest: (targets: Parameters<BulkAddPhotosStore['request']>[0]) => store.request(targets),
    onSubmit: () => store.submit(),
    onClose: () => store.close(),
  };
}
