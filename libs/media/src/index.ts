// The whole public surface of @locus/media.

// model
export { COVER_BOX, LOGO_BOX, PHOTO_FILE_MESSAGES, PHOTO_MAX_BYTES, PHOTO_MIN_BYTES, PHOTO_TYPES, dimensionProblem, fileProblem, sizeBoxOf } from './model/photo-rules.js';
export type { CategoryRef, ChosenFile, SizeBox } from './model/photo-rules.js';
export { DELETE_FAILED_MS, PHOTO_MESSAGES, PHOTO_PAGE_SIZE, PHOTO_REFRESH_DELAY_MS, PROCESSING_LIMIT_MS } from './model/messages.js';
export { statusBar, type PublishedStatus, type StatusBar } from './model/status-bar.js';
export { PHOTO_FLOW_STEPS, SELECT_FLOW_STEPS, needsOverrideConfirmation, nextStep, previousStep, stepDone, wizardSteps } from './model/wizard.js';
export type { WizardProgress, WizardStep } from './model/wizard.js';
export { LIGHTBOX_MOBILE_BELOW_PX, lightboxKeyAction, lightboxLayout, moveLightbox } from './model/lightbox.js';
export type { LightboxKeyAction, LightboxMove, LightboxPosition } from './model/lightbox.js';
export { AUTO_SYNC_SETTING, canBulkAddPhotos } from './model/bulk-gating.js';
export { PHOTO_SECTION_SETTING, photoSectionFor, photoSectionState } from './model/photo-section.js';
export type { PhotoSectionInput, PhotoSectionState } from './model/photo-section.js';

// ports
export type { ImageDecoder } from './ports/image-decoder.js';
export type { MediaSession } from './ports/session.js';
export type { MediaApi, MediaListQuery, RegisterMediaBody, Upload } from './ports/media-api.js';

// api
export { createMediaApi, firstChannelMessage, type ChannelMessage } from './api/media-api.js';

// adapters
export { browserImageDecoder } from './adapters/browser-image-decoder.js';

// stores
export { PhotoUploadStore } from './store/photo-upload-store.js';
export type { PhotoFile, PhotoUploadStoreDeps, UploadPhase } from './store/photo-upload-store.js';
export { LocationPhotosStore, photoTile } from './store/location-photos-store.js';
export type { LocationPhotosStoreDeps, Media, MediaCategory, PhotoTile } from './store/location-photos-store.js';
export { AddPhotosWizardStore } from './store/add-photos-wizard-store.js';
export { LightboxStore, type LightboxSource } from './store/lightbox-store.js';
export { GALLERY_PAGE_SIZE, PHOTO_TYPE_OPTIONS, PhotoGalleryStore } from './store/photo-gallery-store.js';
export type { PhotoGalleryQuery, PhotoGalleryStoreDeps } from './store/photo-gallery-store.js';
export { BulkAddPhotosStore } from './store/bulk-add-photos-store.js';
export { PhotoSectionStore, type PhotoSectionStoreDeps } from './store/photo-section-store.js';
export { createPagedLightbox, type PagedPhotos } from './store/paged-lightbox.js';

// hooks
export { useLocationPhotos } from './hooks/use-location-photos.js';
export { usePhotoUpload } from './hooks/use-photo-upload.js';
export { useAddPhotosWizard } from './hooks/use-add-photos-wizard.js';
export { useLightbox } from './hooks/use-lightbox.js';
export { usePhotoGallery } from './hooks/use-photo-gallery.js';
export { useBulkAddPhotos } from './hooks/use-bulk-add-photos.js';
export { useViewportWidth } from './hooks/use-viewport-width.js';
