import { useStoreValue } from '@locus/resources';
import { WEEKDAYS, type TimeRangeDraft, type Weekday } from '../model/day-hours.js';
import { TIME_OPTIONS } from '../model/time-entry.js';
import { weekView } from '../model/view-models.js';
import type { HoursEditorStore } from '../store/hours-editor-store.js';

/** The views name days by plain strings; only a weekday reaches the store. */
function isWeekday(day: string): day is Weekday {
  return (WEEKDAYS as readonly string[]).includes(day);
}

/** The hours editor's view model: the days (null without hours) and the day rules as handlers. */
export function useHoursEditor(store: HoursEditorStore) {
  const days = useStoreValue(() => weekView(store.week, store.errors));
  return {
    days,
    timeOptions: TIME_OPTIONS,
    onAddHours: () => store.addHours(),
    onRemoveHours: () => store.removeHours(),
    onClosedChange: (day: string, closed: boolean) => isWeekday(day) && store.setClosed(day, closed),
    onAllDayChange: (day: string, allDay: boolean) => isWeekday(day) && store.setAllDay(day, allDay),
    onTimeChange: (day: string, index: number, field: keyof TimeRangeDraft, text: string) =>
      isWeekday(day) && store.setTime(day, index, field, text),
    onAddPair: (day: string) => isWeekday(day) && store.addPair(day),
    onRemovePair: (day: string, index: number) => isWeekday(day) && store.removePair(day, index),
  };
}
