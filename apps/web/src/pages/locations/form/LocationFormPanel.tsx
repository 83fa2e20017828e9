import { useStoreValue } from '@locus/resources';
import { ConfirmDialog, HoursEditor, LocationForm, QuickPlaceSearch, SpecialHoursSection } from '@locus/design-system';
import { useHoursEditor, useSpecialHours, type SpecialHoursStore } from '@locus/hours';
import {
  useLocationForm,
  useLocationLookups,
  useQuickPlaceSearch,
  useUnsavedChangesGuard,
  type BillingPreviewStore,
  type QuickPlaceSearch as QuickPlaceSearchStore,
  type SaveOutcome,
} from '@locus/locations';
import { useEffect } from 'react';
import { useAppEnv } from '../../../app/contexts';
import type { LocationFormStores } from './location-form-stores';

export interface LocationFormPanelProps {
  stores: LocationFormStores;
  /** After a save or a create went through. */
  onSaved: (outcome: Extract<SaveOutcome, 'saved' | 'created'>) => void;
  /** Cancel, once confirmed when something typed would be lost. */
  onCancelled: () => void;
  /** The level of the form's section titles: 'h2' when the form is the page's content under its h1. */
  sectionHeading?: 'h2' | 'h3';
}

/**
 * The location form with its hours, holiday hours, lookups and billing preview (features.md sections
 * 2, 4, 5). With changes, Cancel and any in-app navigation (menu, links, back) ask first (the
 * unsaved-changes modal); a reload or a closed tab gets the browser's exit-and-lose-work prompt.
 */
export function LocationFormPanel({ stores, onSaved, onCancelled, sectionHeading }: LocationFormPanelProps) {
  const { form, specialHours, billing } = stores;
  const model = useLocationForm(form);
  const lookups = useLocationLookups(stores.lookups);
  const hours = useHoursEditor(form.hours);
  const leave = useUnsavedChangesGuard({
    hasUnsavedChanges: () => form.unsavedChanges,
    guard: useAppEnv().navigationGuard,
    onCancelled,
  });
  useExitPrompt(model.isDirty && !model.saving);

  const settle = (outcome: SaveOutcome) => {
    if (outcome === 'saved' || outcome === 'created') onSaved(outcome);
  };

  return (
    <>
      <LocationForm
        mode={model.mode === 'create' ? 'create' : 'edit'}
        values={model.values}
        errors={model.errors}
        formError={model.formError}
        labels={model.labels}
        required={model.required}
        canSave={model.canSave}
        saving={model.saving}
        showOpenStatus={model.showOpenStatus}
        openStatusOptions={model.openStatusOptions}
        placeIdField={model.placeIdField}
        healthcare={model.healthcare}
        npiError={model.npiError}
        npiName={model.npiName}
        npiBusy={model.npiBusy}
        billingText={useBillingText(billing)}
        lookups={lookups}
        placeSearchSlot={<PlaceSearch store={stores.placeSearch} />}
        sectionHeading={sectionHeading}
        hoursSlot={
          <HoursEditor {...hours} disabled={model.saving} />
        }
        specialHoursSlot={specialHours ? <SpecialHours store={specialHours} disabled={model.saving} /> : null}
        confirmingOverride={model.confirmingOverride}
        onChange={model.onFieldChange}
        onBlur={(field) => model.onBlur(field)}
        onNpiBlur={model.onNpiBlur}
        onNpiRefresh={model.onNpiRefresh}
        onSave={() => void model.onSave().then(settle)}
        onCancel={leave.onCancel}
        onConfirmOverride={() => void model.onConfirmOverride().then(settle)}
        onCancelOverride={model.onCancelOverride}
      />
      <ConfirmDialog
        open={leave.confirming}
        title="Discard your changes?"
        message="You have unsaved changes. If you leave now, they will be lost."
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        destructive
        onConfirm={leave.onDiscard}
        onCancel={leave.onKeepEditing}
      />
    </>
  );
}

function PlaceSearch({ store }: { store: QuickPlaceSearchStore }) {
  const { offered, ...model } = useQuickPlaceSearch(store);
  return offered ? <QuickPlaceSearch {...model} /> : null;
}

function SpecialHours({ store, disabled }: { store: SpecialHoursStore; disabled: boolean }) {
  const model = useSpecialHours(store);
  return <SpecialHoursSection {...model} disabled={disabled} />;
}

function useBillingText(billing: BillingPreviewStore | null): string | null {
  return useStoreValue(() => billing?.text ?? null);
}

/** The browser asks before a reload or a closed tab would lose what was typed. */
function useExitPrompt(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
