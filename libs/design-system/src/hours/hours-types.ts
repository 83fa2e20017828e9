/** Plain props of the hours views (the hours domain's view models have this shape). */
export type TimeField = 'open_time' | 'close_time';

export interface TimeOptionView {
  value: string;
  label: string;
}

export interface TimeFieldView {
  text: string;
  error: boolean;
}

export interface TimePairView {
  open: TimeFieldView;
  close: TimeFieldView;
  removable: boolean;
}

export interface DayView {
  day: string;
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

export interface SpecialRowHandlers {
  onRemoveRow(id: string): void;
  onDateChange(id: string, date: string | null): void;
  onClosedChange(id: string, closed: boolean): void;
  onAllDayChange(id: string, allDay: boolean): void;
  onTimeChange(id: string, index: number, field: TimeField, text: string): void;
  onAddPair(id: string): void;
  onRemovePair(id: string, index: number): void;
}

/** The longest text a time field takes (features.md section 5). */
export const TIME_TEXT_MAX_LENGTH = 8;
