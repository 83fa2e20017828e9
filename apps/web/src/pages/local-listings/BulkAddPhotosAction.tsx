import { useStoreValue } from '@locus/resources';
import { BulkAddPhotosBlockedDialog, BulkAddPhotosDialog, type ListingsBulkAction } from '@locus/design-system';
import type { EveryRowSource, ListingsSelection } from '@locus/listings';
import { BulkAddPhotosStore, browserImageDecoder, createMediaApi, canBulkAddPhotos, useAddPhotosWizard, useBulkAddPhotos, usePhotoUpload, type AddPhotosWizardStore, type MediaCategory } from '@locus/media';
import type { ReactNode } from 'react';
import { useRootStore } from '../../app/contexts';
import type { RootStore } from '../../app/root-store';
import { usePageStore } from '../../app/use-page-store';

/**
 * The bulk bar's Bulk Add Photos (F2-037): offered with media create plus Auto Sync (F6-025); the selected
 * locations' gate blocks it or warns for 5 s (F5-036, F5-037); else the add-photos wizard without the photo
 * flow (F4-049) sends one photo to every selected location.
 */
export function useBulkAddPhotosAction(selection: ListingsSelection, list: EveryRowSource): { action: ListingsBulkAction | null; modal: ReactNode } {
  const root = useRootStore();
  const allowed = useStoreValue(() => canBulkAddPhotos(root.auth));
  const store = usePageStore(newBulkAddPhotosStore);
  if (!allowed || !store) return { action: null, modal: null };

  const onClick = async () => {
    // Under true bulk, every row of the list's filters (P4-080), with what the gates need of each.
    const targets = await selection.targets(list);
    if (targets) store.request(targets);
  };
  return { action: { label: 'Add Photos', onClick: () => void onClick() }, modal: <BulkAddPhotosModal store={store} /> };
}

function newBulkAddPhotosStore(root: RootStore): BulkAddPhotosStore {
  return new BulkAddPhotosStore({ api: createMediaApi(root.client), decoder: browserImageDecoder, notifier: root.notifier, accountId: root.auth.account_id });
}

function BulkAddPhotosModal({ store }: { store: BulkAddPhotosStore }) {
  const bulk = useBulkAddPhotos(store);
  return (
    <>
      <BulkAddPhotosBlockedDialog message={bulk.blocked} onClose={bulk.onClose} />
      {bulk.wizard ? <BulkWizard store={store} wizard={bulk.wizard} locationCount={bulk.locationIds.length} categories={bulk.categories} /> : null}
    </>
  );
}

function BulkWizard(props: { store: BulkAddPhotosStore; wizard: AddPhotosWizardStore; locationCount: number; categories: readonly MediaCategory[] }) {
  const { store, categories } = props;
  const steps = useAddPhotosWizard(props.wizard);
  const photo = usePhotoUpload(store.upload);
  return (
    <BulkAddPhotosDialog
      open
      locationCount={props.locationCount}
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
      // Bulk does not read every selected location's photos, so it asks no override question.
      confirmingOverride={false}
      onChoose={(file) => void photo.onChoose(file)}
      onConfirmSelection={steps.onForward}
      onCategory={(id) => photo.onCategory(categories.find((c) => c.id === id) ?? null)}
      onForward={steps.onForward}
      onBack={steps.onBack}
      onUpload={() => void store.submit()}
      onOverride={() => undefined}
      onClose={() => store.close()}
    />
  );
}
