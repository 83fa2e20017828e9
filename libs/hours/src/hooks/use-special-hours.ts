import { useStoreValue } from '@locus/resources';
import type { TimeRangeDraft } from '../model/day-hours.js';
import { TIME_OPTIONS } from '../model/time-entry.js';
import { specialRowView } from '../model/view-models.js';
import type { SpecialHoursStore } from '../store/special-hours-store.js';

/** Handlers shared by the special-hours section and the bulk holiday hours modal. */
export interface SpecialRowHandlers {
  onRemoveRow(id: string): void;
  onDateChange(id: string, date: string | null): void;
  onClosedChange(id: string, closed: boolean): void;
  onAllDayChange(id: string, allDay: boolean): void;
  onTimeChange(id: string, index: number, field: keyof TimeRangeDraft, text: string): void;
  onAddPair(id: string): void;
  onRemovePair(id: string, index: number): void;
}

type RowEditor = {
  setDate(id: string, date: string | null): void;
  setClosed(id: string, closed: boolean): void;
  setAllDay(id: string, allDay: boolean): void;
  setTime(id: string, index: number, field: keyof TimeRangeDraft, text: string): void;
  addPair(id: string): void;
  removePair(id: string, index: number): void;
};

export function rowHandlers(store: RowEditor, remove: (id: string) => void): SpecialRowHandlers {
  return {
    onRemoveRow: remove,
    onDateChange: (id, date) => store.setDate(id, date),
    onClosedChange: (id, closed) => store.setClosed(id, closed),
    onAllDayChange: (id, allDay) => store.setAllDay(id, allDay),
    onTimeChange: (id, index, field, text) => store.setTime(id, index, field, text),
    onAddPair: (id) => store.addPair(id),
    onRemovePair: (id, index) => store.removePair(id, index),
  };
}

/** The special-hours section's view model (section 4 and 5, Special hours). */
export function useSpecialHours(store: SpecialHoursStore) {
  const state = useStoreValue(() => {
    const check = store.check;
    return {
      expanded: store.expanded,
      loading: store.status === 'loading',
      error: store.status === 'error' ? store.error : null,
      saveError: store.status === 'loaded' ? store.error : null,
      rows: store.rows.map((row) => specialRowView(row, check.rows[row.id])),
      warnings: check.warnings,
      hasErrors: check.hasErrors,
    };
  });
  return {
    ...state,
    timeOptions: TIME_OPTIONS,
    onToggle: () => void store.toggle(),
    onAddRow: () => store.addRow(),
    ...rowHandlers(store, (id) => store.removeRow(id)),
  };
}
