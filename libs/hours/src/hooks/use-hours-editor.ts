import { useStoreValue } from '@locus/auth';
import type { TimeRangeDraft, Weekday } from '../model/day-hours.js';
import { TIME_OPTIONS } from '../model/time-entry.js';
import { weekView } from '../model/view-models.js';
import type { HoursEditorStore } from '../store/hours-editor-store.js';

/** The hours editor's view model: the days (null without hours) and the day rules as handlers. */
export function useHoursEditor(store: HoursEditorStore) {
  const days = useStoreValue(() => weekView(store.week, store.errors));
  return {
    days,
    timeOptions: TIME_OPTIONS,
    onAddHours: () => store.addHours(),
    onRemoveHours: () => store.removeHours(),
    onClosedChange: (day: Weekday, closed: boolean) => store.setClosed(day, closed),
    onAllDayChange: (day: Weekday, allDay: boolean) => store.setAllDay(day, allDay),
    onTimeChange: (day: Weekday, index: number, field: keyof TimeRangeDraft, text: string) => store.setTime(day, index, field, text),
    onAddPair: (day: Weekday) => store.addPair(day),
    onRemovePair: (day: Weekday, index: number) => store.removePair(day, index),
  };
}
