import { WEEKDAYS, canRemovePair, weekdayLabel, type TimeRangeDraft, type WeekDraft, type WeekErrors, type Weekday } from './day-hours.js';
import type { RowCheck, SpecialHoursDraft } from './special-hours.js';

/** A time field as the view shows it: the text typed and whether it is in error (F5-019). */
export interface TimeFieldView {
  text: string;
  error: boolean;
}

export interface TimePairView {
  open: TimeFieldView;
  close: TimeFieldView;
  /** Never the first pair (F4-011). */
  removable: boolean;
}

export interface DayView {
  day: Weekday;
  label: string;
  closed: boolean;
  allDay: boolean;
  pairs: TimePairView[];
}

export interface SpecialRowView {
  id: string;
  /** YYYY-MM-DD or null. */
  date: string | null;
  closed: boolean;
  allDay: boolean;
  pairs: TimePairView[];
  errors: string[];
  warnings: string[];
}

/** The week for the hours editor view; null when the location has no hours. */
export function weekView(week: WeekDraft | null, errors: WeekErrors): DayView[] | null {
  if (!week) return null;
  return WEEKDAYS.map((day) => {
    const draft = week[day];
    return {
      day,
      label: weekdayLabel(day),
      closed: !draft.open,
      allDay: draft.open && draft.is_24_hours,
      pairs: pairsView(draft.hours, (index, field) => Boolean(errors[day]?.[index]?.[field])),
    };
  });
}

export function specialRowView(row: SpecialHoursDraft, check: RowCheck | undefined): SpecialRowView {
  return {
    id: row.id,
    date: row.start_date,
    closed: row.closed,
    allDay: !row.closed && row.is_24_hours,
    pairs: pairsView(row.hours, (index, field) => Boolean(check?.timeErrors[index]?.[field])),
    errors: check?.errors ?? [],
    warnings: check?.warnings ?? [],
  };
}

function pairsView(hours: readonly TimeRangeDraft[], inError: (index: number, field: keyof TimeRangeDraft) => boolean): TimePairView[] {
  return hours.map((pair, index) => ({
    open: { text: pair.open_time, error: inError(index, 'open_time') },
    close: { text: pair.close_time, error: inError(index, 'close_time') },
    removable: canRemovePair(index),
  }));
}
