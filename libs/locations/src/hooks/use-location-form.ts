import { useStoreValue } from '@locus/resources';
import { OPEN_STATUS_OPTIONS, showsOpenStatusControl } from '@locus/hours';
import { FIELD_LABELS, REQUIRED_FIELDS, type FormField, type FormValues } from '../model/form-rules.js';
import type { LocationFormStore } from '../store/location-form-store.js';

/** What the form view edits by name: the text fields, the business status, headquarters and the NPI. */
export type ViewField = FormField | 'open_status' | 'is_headquarters' | 'npi';

/** A view's plain change, typed for the store: a status outside the options is ignored. */
function changeField(store: LocationFormStore, field: ViewField, value: string | boolean): void {
  if (field === 'is_headquarters') return store.change(field, value === true);
  const text = String(value);
  if (field === 'open_status') {
    const option = OPEN_STATUS_OPTIONS.find((candidate) => candidate.value === text);
    if (option) store.change(field, option.value);
    return;
  }
  store.change(field, text);
}

/** The location form's view model: values, messages, NPI state and the save flow's handlers. */
export function useLocationForm(store: LocationFormStore) {
  const state = useStoreValue(() => ({
    mode: store.mode,
    values: store.values,
    errors: store.errors,
    formError: store.formError,
    canSave: store.canSave,
    isDirty: store.isDirty,
    saving: store.saving,
    healthcare: store.healthcare,
    npiError: store.npiError,
    npiName: store.npiName,
    npiBusy: store.npiBusy,
    placeIdField: store.placeIdField,
    showOpenStatus: showsOpenStatusControl(store.mode),
    confirmingOverride: store.confirmingOverride,
  }));
  return {
    ...state,
    labels: FIELD_LABELS,
    required: REQUIRED_FIELDS,
    openStatusOptions: OPEN_STATUS_OPTIONS,
    onEdit: () => store.edit(),
    onCancel: () => store.cancel(),
    onChange: <K extends keyof FormValues>(field: K, value: FormValues[K]) => store.change(field, value),
    /** The same change from a view that passes plain strings and booleans. */
    onFieldChange: (field: ViewField, value: string | boolean) => changeField(store, field, value),
    onBlur: (field: FormField) => store.blur(field),
    onNpiBlur: () => void store.blurNpi(),
    onNpiRefresh: () => void store.refreshNpi(),
    onSave: () => store.save(),
    onConfirmOverride: () => store.confirmOverride(),
    onCancelOverride: () => store.cancelOverride(),
  };
}
