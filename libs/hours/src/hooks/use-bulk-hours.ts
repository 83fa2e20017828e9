import { useStoreValue } from '@locus/resources';
import { specialRowView } from '../model/view-models.js';
import { TIME_OPTIONS } from '../model/time-entry.js';
import type { BulkEditHoursStore } from '../store/bulk-edit-hours-store.js';
import type { BulkHolidayHoursStore } from '../store/bulk-holiday-hours-store.js';
import { useHoursEditor } from './use-hours-editor.js';
import { rowHandlers } from './use-special-hours.js';

/** The bulk Edit hours modal's view model; `onConfirm` resolves true once every location is updated. */
export function useBulkEditHours(store: BulkEditHoursStore) {
  const editor = useHoursEditor(store.editor);
  const state = useStoreValue(() => ({
    locationCount: store.locationCount,
    canConfirm: store.canConfirm,
    saving: store.saving,
    error: store.error,
  }));
  return { ...editor, ...state, onConfirm: () => store.submit() };
}

/** The bulk Add Holiday Hours modal's view model (F4-092, F4-093). */
export function useBulkHolidayHours(store: BulkHolidayHoursStore) {
  const state = useStoreValue(() => {
    const check = store.check;
    return {
      rows: store.entries.map((entry) => specialRowView(entry, check.rows[entry.id])),
      warnings: check.warnings,
      overrideWarning: store.warning,
      confirmLabel: store.confirmLabel,
      canConfirm: store.canConfirm,
      saving: store.saving,
      error: store.error,
    };
  });
  return {
    ...state,
    timeOptions: TIME_OPTIONS,
    onAddRow: () => store.addEntry(),
    onConfirm: () => store.confirm(),
    ...rowHandlers(store, (id) => store.removeEntry(id)),
  };
}
