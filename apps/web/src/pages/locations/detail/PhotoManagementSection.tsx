import { useStoreValue } from '@locus/resources';
import { AddPhotosDialog, PhotoGrid, PhotoLightbox } from '@locus/design-system';
import {
  photoSectionFor,
  useAddPhotosWizard,
  useLightbox,
  useLocationPhotos,
  usePhotoUpload,
  type AddPhotosWizardStore,
  type PhotoUploadStore,
} from '@locus/media';
import { useEffect, useState } from 'react';
import { useRootStore } from '../../../app/contexts';
import { useViewportWidth } from '../../../features/photos/use-viewport-width';
import { createPhotoSectionStores, type PhotoSectionStores } from './photo-section-stores';

/**
 * Photo Management on the location page (F2-009): mounted by the page only once the location is loaded and
 * shows the section, so its photos load after the page's one first call, in their own section.
 */
export function PhotoManagementSection({ locationId }: { locationId: number }) {
  const root = useRootStore();
  const [stores, setStores] = useState<PhotoSectionStores | null>(null);
  useEffect(() => {
    const built = createPhotoSectionStores(root, locationId);
    setStores(built);
    return () => built.dispose();
  }, [root, locationId]);
  return stores ? <PhotoSectionContent stores={stores} /> : null;
}

function PhotoSectionContent({ stores }: { stores: PhotoSectionStores }) {
  const root = useRootStore();
  const grid = useLocationPhotos(stores.photos);
  const lightbox = useLightbox(stores.lightbox, useViewportWidth());
  const section = useStoreValue(() => photoSectionFor(root.auth, stores.photos.unavailableReason));
  const [wizard, setWizard] = useState<AddPhotosWizardStore | null>(null);
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
        onDelete={(tile) => {
          const media = stores.photos.photos.data?._embedded.media.find((m) => m.id === tile.id);
          if (media) void grid.onDelete(media);
        }}
        onAdd={() => {
          stores.upload.reset();
          setWizard(stores.newWizard());
        }}
      />
      <PhotoLightbox
        open={lightbox.isOpen}
        photo={open}
        layout={lightbox.layout}
        onClose={lightbox.onClose}
        onNext={lightbox.onNext}
        onPrevious={lightbox.onPrevious}
      />
      {wizard ? (
        <AddPhotosWizard
          wizard={wizard}
          upload={stores.upload}
          stores={stores}
          onClose={() => {
            stores.upload.reset();
            setWizard(null);
          }}
        />
      ) : null}
    </>
  );
}

/** The add-photos wizard over the upload: each step's progress feeds the wizard; the last step registers. */
function AddPhotosWizard(props: { wizard: AddPhotosWizardStore; upload: PhotoUploadStore; stores: PhotoSectionStores; onClose: () => void }) {
  const { wizard, upload, stores } = props;
  const steps = useAddPhotosWizard(wizard);
  const photo = usePhotoUpload(upload);
  const grid = useLocationPhotos(stores.photos);

  // The upload's state decides whether its steps are done (forward stays disabled until they are).
  useEffect(() => {
    wizard.update({ hasPhotos: photo.phase === 'processed', categoryValid: photo.category !== null && photo.error === null });
  }, [wizard, photo.phase, photo.category, photo.error]);

  const register = async () => {
    const created = await upload.register([stores.locationId]);
    if (created) {
      stores.photos.refreshSoon();
      props.onClose();
    }
  };

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
      categories={grid.categories}
      categoryId={photo.category?.id ?? null}
      canUpload={photo.canRegister}
      uploading={photo.registering}
      confirmingOverride={steps.confirmingOverride}
      onChoose={(file) => void photo.onChoose(file)}
      onConfirmSelection={() => {
        wizard.update({ confirmed: true });
        wizard.forward();
      }}
      onCategory={(id) => photo.onCategory(grid.categories.find((c) => c.id === id) ?? null)}
      onForward={steps.onForward}
      onBack={steps.onBack}
      onUpload={() => {
        if (wizard.askOverride(photo.category?.code ?? null, stores.photos.existingCategories())) void register();
      }}
      onOverride={(confirmed) => {
        if (steps.onOverride(confirmed)) void register();
      }}
      onClose={props.onClose}
    />
  );
}
