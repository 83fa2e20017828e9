import type { Schemas } from '@locus/api-client';
import { BULK_WARNING_MS, bulkGate, type BulkGateLocation, type GenericLoader } from '@locus/resources';
import { action, makeObservable, observable, observableRef, type IReactionDisposer } from 'mobx';
import { AddPhotosWizardStore } from './add-photos-wizard-store.js';
import { mediaCategoriesLoader } from './media-categories-loader.js';
import { PhotoUploadStore, type PhotoUploadStoreDeps } from './photo-upload-store.js';
import { followUpload } from './wizard-progress.js';

/**
 * Bulk Add Photos from the dashboard's location selection (F5-036, F5-037, F6-025): the gate decides whether
 * the modal opens; the modal is the add-photos wizard without the photo flow (F4-049: Select Photos, Assign
 * Category, Upload to Google) over one PhotoUploadStore, and its last step registers the photo for every
 * selected location in one POST /media (location_ids; the server checks each location's account and gates).
 */
export class BulkAddPhotosStore {
  isOpen = false;
  /** The blocking message shown in place of the modal (F5-036), until dismissed. */
  blocked: string | null = null;
  locationIds: number[] = [];
  /** A fresh wizard per opening (its steps start again); null while closed. */
  wizard: AddPhotosWizardStore | null = null;
  readonly upload: PhotoUploadStore;
  readonly categories: GenericLoader<number, Schemas['MediaCategoryList']>;
  private readonly deps: PhotoUploadStoreDeps;
  private stopProgress: IReactionDisposer | null = null;

  constructor(deps: PhotoUploadStoreDeps) {
    this.deps = deps;
    this.upload = new PhotoUploadStore(deps);
    makeObservable(this, { isOpen: observable, blocked: observable, locationIds: observable, wizard: observableRef, request: action, close: action });
    // Read when the modal first opens, not when the dashboard shows.
    this.categories = mediaCategoriesLoader(deps.api, deps.scheduler, () => this.isOpen);
  }

  /** The Bulk Add Photos action on the selected locations: opens the modal, or says why not. */
  request(targets: { ids: readonly number[]; locations: readonly BulkGateLocation[] }): boolean {
    const gate = bulkGate(targets.locations, 'block');
    if (gate?.kind === 'block') {
      this.blocked = gate.message;
      return false;
    }
    if (gate) {
      this.deps.notifier.alert(gate.message, undefined, { durationMs: BULK_WARNING_MS });
      return false;
    }
    this.upload.reset();
    const wizard = new AddPhotosWizardStore(false);
    this.stopProgress?.();
    this.stopProgress = followUpload(wizard, this.upload, false);
    Object.assign(this, { locationIds: [...targets.ids], blocked: null, wizard, isOpen: true });
    return true;
  }

  /** Upload to Google: the photo for every selected location; the modal closes when it is registered. */
  async submit(): Promise<boolean> {
    const created = await this.upload.register(this.locationIds);
    if (created) this.close();
    return created !== null;
  }

  close(): void {
    this.stopProgress?.();
    this.stopProgress = null;
    this.upload.reset();
    Object.assign(this, { isOpen: false, blocked: null, wizard: null });
  }

  dispose(): void {
    this.stopProgress?.();
    this.upload.dispose();
    this.categories.dispose();
  }
}
