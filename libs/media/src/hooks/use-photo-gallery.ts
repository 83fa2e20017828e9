import { useStoreValue } from '@locus/resources';
import type { PhotoGalleryStore } from '../store/photo-gallery-store.js';

/** The /photos gallery list under the filter bar. */
export function usePhotoGallery(store: PhotoGalleryStore) {
  const state = useStoreValue(() => ({
    status: store.list.status,
    error: store.list.error ?? null,
    photos: store.photos,
    tiles: store.tiles,
    page: store.page,
    totalPages: store.totalPages,
  }));
  return { ...state, onPageChange: (page: number) => store.setPage(page) };
}
