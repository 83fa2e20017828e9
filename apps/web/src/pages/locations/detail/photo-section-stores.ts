import { AddPhotosWizardStore, LocationPhotosStore, PhotoUploadStore, type LightboxStore } from '@locus/media';
import type { RootStore } from '../../../app/root-store';
import { browserImageDecoder } from '../../../features/photos/browser-image-decoder';
import { createPagedLightbox } from '../../../features/photos/paged-lightbox';

/** What Photo Management holds: the location's photos, the lightbox, the upload and the wizard. */
export interface PhotoSectionStores {
  locationId: number;
  photos: LocationPhotosStore;
  lightbox: LightboxStore;
  upload: PhotoUploadStore;
  /** A fresh wizard per opening (its steps start again). */
  newWizard(): AddPhotosWizardStore;
  dispose(): void;
}

export function createPhotoSectionStores(root: RootStore, locationId: number): PhotoSectionStores {
  const { client, notifier, auth } = root;
  const accountId = auth.account_id;
  const photos = new LocationPhotosStore({ client, accountId, locationId, notifier });
  const paged = createPagedLightbox({
    get page() {
      return photos.page;
    },
    get totalPages() {
      return photos.totalPages;
    },
    setPage: (page) => photos.setPage(page),
    count: () => photos.tiles.length,
    data: () => photos.photos.data,
  });
  const upload = new PhotoUploadStore({ client, decoder: browserImageDecoder, notifier, accountId });
  return {
    locationId,
    photos,
    lightbox: paged.lightbox,
    upload,
    // The location page adds a new photo from the computer: the photo flow (F4-048).
    newWizard: () => new AddPhotosWizardStore(true),
    dispose() {
      paged.dispose();
      upload.dispose();
      photos.dispose();
    },
  };
}
