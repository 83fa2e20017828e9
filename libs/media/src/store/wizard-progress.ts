import { reaction, type IReactionDisposer } from 'mobx';
import type { AddPhotosWizardStore } from './add-photos-wizard-store.js';
import type { PhotoUploadStore } from './photo-upload-store.js';

/**
 * Feeds the upload's state to the wizard: whether its steps are done (forward stays disabled until they are).
 * `withUploadError`: an upload's failure also leaves the category step undone.
 */
export function followUpload(wizard: AddPhotosWizardStore, upload: PhotoUploadStore, withUploadError: boolean): IReactionDisposer {
  return reaction(
    () => ({
      hasPhotos: upload.phase === 'processed',
      categoryValid: upload.category !== null && upload.categoryProblem === null && (!withUploadError || upload.error === null),
    }),
    (progress) => wizard.update(progress),
    { fireImmediately: true },
  );
}
