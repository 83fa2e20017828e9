import { useStoreValue } from '@locus/resources';
import { TARGET_FORM_ROWS, type TargetField } from '../model/target-fields.js';
import type { TargetsFormStore } from '../store/targets-form-store.js';

/** The targets form's view model: each target beside its weight with units, texts and errors; the total; save. */
export function useTargetsForm(store: TargetsFormStore) {
  const state = useStoreValue(() => ({
    status: store.status,
    loadError: store.loadError ?? null,
    editable: store.editable,
    isDefault: store.isDefault,
    rows: TARGET_FORM_ROWS.map(({ metric, target, weight }) => ({
      metric,
      target: { ...target, text: store.texts[target.field], error: store.errors[target.field] ?? null },
      weight: { ...weight, text: store.texts[weight.field], error: store.errors[weight.field] ?? null },
    })),
    weightTotal: store.weightTotal,
    weightsError: store.weightsError,
    dirty: store.dirty,
    canSave: store.canSave,
    saving: store.saving,
    savedTargets: store.savedTargets,
  }));
  return {
    ...state,
    onChange: (field: TargetField, text: string) => store.setText(field, text),
    onReset: () => store.reset(),
    onSave: () => store.save(),
  };
}
