import { useStoreValue } from '@locus/resources';
import type { MediaCategory, PhotoFile, PhotoUploadStore } from '../store/photo-upload-store.js';

/** The upload step: phase, the message under the picker, the thumbnail once processed, Upload to Google. */
export function usePhotoUpload(store: PhotoUploadStore) {
  const state = useStoreValue(() => ({
    phase: store.phase,
    error: store.error ?? store.categoryProblem,
    thumbnailUrl: store.thumbnailUrl,
    width: store.width,
    height: store.height,
    category: store.category,
    canRegister: store.canRegister,
    registering: store.registering,
  }));
  return {
    ...state,
    onChoose: (file: PhotoFile) => store.choose(file),
    onCategory: (category: MediaCategory | null) => store.setCategory(category),
    onRegister: (locationIds: readonly number[]) => store.register(locationIds),
    onReset: () => store.reset(),
  };
}
