import { useStoreValue } from '@locus/resources';
import type { LocationPhotosStore } from '../store/location-photos-store.js';

/** Photo Management's grid: tiles with status bars, paging, the unavailability reason, delete. */
export function useLocationPhotos(store: LocationPhotosStore) {
  const state = useStoreValue(() => ({
    status: store.photos.status,
    error: store.photos.error ?? null,
    categoriesError: store.categories.error ?? null,
    tiles: store.tiles,
    page: store.page,
    totalPages: store.totalPages,
    unavailableReason: store.unavailableReason,
    deletingId: store.deletingId,
    categories: store.categories.data?._embedded.media_categories ?? [],
  }));
  return {
    ...state,
    onPageChange: (page: number) => store.setPage(page),
    onDelete: (tileId: number) => store.removeTile(tileId),
    onUploaded: () => store.refreshSoon(),
  };
}
