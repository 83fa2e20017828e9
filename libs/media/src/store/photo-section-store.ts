import { action, makeObservable, observableRef, type IReactionDisposer } from 'mobx';
import { AddPhotosWizardStore } from './add-photos-wizard-store.js';
import type { LightboxStore } from './lightbox-store.js';
import { LocationPhotosStore, type LocationPhotosStoreDeps } from './location-photos-store.js';
import { createPagedLightbox } from './paged-lightbox.js';
import { PhotoUploadStore, type PhotoUploadStoreDeps } from './photo-upload-store.js';
import { followUpload } from './wizard-progress.js';

export type PhotoSectionStoreDeps = LocationPhotosStoreDeps & PhotoUploadStoreDeps;

/**
 * Photo Management on the location page (F2-009): the location's photos, their lightbox over the pages, and
 * the add-photos wizard with the photo flow (F4-048) over one upload, whose last step registers the photo for
 * this location after the override confirmation (F4-050).
 */
export class PhotoSectionStore {
  readonly locationId: number;
  readonly photos: LocationPhotosStore;
  readonly lightbox: LightboxStore;
  readonly upload: PhotoUploadStore;
  /** A fresh wizard per opening (its steps start again); null while closed. */
  wizard: AddPhotosWizardStore | null = null;
  private readonly stopLightbox: () => void;
  private stopProgress: IReactionDisposer | null = null;

  constructor(deps: PhotoSectionStoreDeps) {
    this.locationId = deps.locationId;
    const photos = new LocationPhotosStore(deps);
    this.photos = photos;
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
    this.lightbox = paged.lightbox;
    this.stopLightbox = paged.dispose;
    this.upload = new PhotoUploadStore(deps);
    makeObservable(this, { wizard: observableRef, openWizard: action, closeWizard: action, confirmSelection: action });
  }

  openWizard(): void {
    this.upload.reset();
    const wizard = new AddPhotosWizardStore(true);
    this.stopProgress?.();
    this.stopProgress = followUpload(wizard, this.upload, true);
    this.wizard = wizard;
  }

  closeWizard(): void {
    this.stopProgress?.();
    this.stopProgress = null;
    this.upload.reset();
    this.wizard = null;
  }

  /** Select Photos is done once confirmed. */
  confirmSelection(): void {
    this.wizard?.update({ confirmed: true });
    this.wizard?.forward();
  }

  /** Upload to Google: first the confirmation when it would replace the location's Cover, Logo or Profile photo. */
  async uploadToGoogle(): Promise<void> {
    if (this.wizard?.askOverride(this.upload.category?.code ?? null, this.photos.existingCategories())) await this.register();
  }

  /** The confirmation's answer: replacing goes on with the upload. */
  async resolveOverride(confirmed: boolean): Promise<void> {
    if (this.wizard?.resolveOverride(confirmed)) await this.register();
  }

  private async register(): Promise<void> {
    const created = await this.upload.register([this.locationId]);
    if (created) {
      this.photos.refreshSoon();
      this.closeWizard();
    }
  }

  dispose(): void {
    this.stopProgress?.();
    this.stopLightbox();
    this.upload.dispose();
    this.photos.dispose();
  }
}
