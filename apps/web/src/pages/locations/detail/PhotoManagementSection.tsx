import { useStoreValue } from '@locus/resources';
import { AddPhotosDialog, PhotoGrid, PhotoLightbox } from '@locus/design-system';
import {
  PhotoSectionStore,
  createMediaApi,
  browserImageDecoder,
  photoSectionFor,
  useAddPhotosWizard,
  useLightbox,
  useLocationPhotos,
  usePhotoUpload,
  useViewportWidth,
  type AddPhotosWizardStore,
} from '@locus/media';
import { useRootStore } from '../../../app/contexts';
import { usePageStore } from '../../../app/use-page-store';

/**
 * Photo Management on the location page (F2-009): mounted by the page only once the location is loaded and
 * shows the section, so its photos load after the page's one first call, in their own section.
 */
export function PhotoManagementSection({ locationId }: { locationId: number }) {
  const store = usePageStore(
    ({ client, notifier, auth }) => new PhotoSectionStore({ api: createMediaApi(client), notifier, accountId: auth.account_id, locationId, decoder: browserImageDecoder }),
    locationId,
  );
  return store ? <PhotoSectionContent store={store} /> : null;
}

function PhotoSectionContent({ store }: { store: PhotoSectionStore }) {
  const root = useRootStore();
  const grid = useLocationPhotos(store.photos);
  const lightbox = useLightbox(store.lightbox, useViewportWidth());
  const section = useStoreValue(() => photoSectionFor(root.auth, store.photos.unavailableReason));
  const wizard = useStoreValue(() => store.wizard);
  const open = lightbox.index === null ? null : (grid.tiles[lightbox.index] ?? null);

  return (
    <>
      <PhotoGrid
        tiles={grid.tiles}
        status={grid.status}
        error={grid.error}
        unavailableReason={section.reason}
        canUpload={section.canUpload}
        canDelete={section.canDelete}
        deletingId={grid.deletingId}
        page={grid.page}
        totalPages={grid.totalPages}
        onPageChange={grid.onPageChange}
        onOpen={lightbox.onOpen}
        onDelete={(tile) => void grid.onDelete(tile.id)}
        onAdd={() => store.openWizard()}
      />
      <PhotoLightbox
        open={lightbox.isOpen}
        photo={open}
        layout={lightbox.layout}
        onClose={lightbox.onClose}
        onNext={lightbox.onNext}
        onPrevious={lightbox.onPrevious}
      />
      {wizard ? <AddPhotosWizard wizard={wizard} store={store} categories={grid.categories} /> : null}
    </>
  );
}

/** The add-photos wizard over the section's upload. */
function AddPhotosWizard({ wizard, store, categories }: { wizard: AddPhotosWizardStore; store: PhotoSectionStore; categories: ReturnType<typeof useLocationPhotos>['categories'] }) {
  const steps = useAddPhotosWizard(wizard);
  const photo = usePhotoUpload(store.upload);
  return (
    <AddPhotosDialog
      open
      steps={steps.steps}
      activeStep={steps.activeStep}
      canGoForward={steps.canGoForward}
      isLast={steps.isLast}
      phase={photo.phase}
      error={photo.error}
      thumbnailUrl={photo.thumbnailUrl}
      categories={categories}
      categoryId={photo.category?.id ?? null}
      canUpload={photo.canRegister}
      uploading={photo.registering}
      confirmingOverride={steps.confirmingOverride}
      onChoose={(file) => void photo.onChoose(file)}
      onConfirmSelection={() => store.confirmSelection()}
      onCategory={(id) => photo.onCategory(categories.find((c) => c.id === id) ?? null)}
      onForward={steps.onForward}
      onBack={steps.onBack}
      onUpload={() => void store.uploadToGoogle()}
      onOverride={(confirmed) => void store.resolveOverride(confirmed)}
      onClose={() => store.closeWizard()}
    />
  );
}
