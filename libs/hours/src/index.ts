// The whole public surface of @locus/hours.

// model
export type { TimeEntry, TimeOption } from './model/time-entry.js';
export {
  DISPLAY_TIME_FORMAT,
  TIME_ENTRY_MAX_LENGTH,
  TIME_OPTIONS,
  TWENTY_FOUR_HOURS,
  WIRE_TIME_FORMAT,
  formatTime,
  isInvalidTimeText,
  parseTimeEntry,
  toWireTime,
} from './model/time-entry.js';
export type {
  DayDraft,
  DayFieldError,
  DayHours,
  TimeRange,
  TimeRangeDraft,
  WeekDraft,
  WeekErrors,
  WeekHours,
  Weekday,
} from './model/day-hours.js';
export {
  WEEKDAYS,
  addDayPair,
  canRemovePair,
  closedWeek,
  describeDay,
  hasWeekErrors,
  hoursPayload,
  removeDayPair,
  setDayAllDay,
  setDayClosed,
  setDayTime,
  toWeekDraft,
  toWeekHours,
  weekErrors,
  weekdayLabel,
} from './model/day-hours.js';
export type { OpenStatus } from './model/open-status.js';
export {
  DEFAULT_OPEN_STATUS,
  OPEN_STATUS_LABELS,
  OPEN_STATUS_OPTIONS,
  openStatusLabel,
  showsOpenStatusControl,
} from './model/open-status.js';
export type { RowCheck, SpecialHours, SpecialHoursCheck, SpecialHoursDraft, SpecialHoursFields } from './model/special-hours.js';
export {
  CLOSED_RUN_WARNING_DAYS,
  NEW_ROW_SUFFIX,
  SPECIAL_DATE_FORMAT,
  SPECIAL_HOURS_HORIZON_YEARS,
  SPECIAL_HOURS_MESSAGES,
  SPECIAL_HOURS_PAGE_SIZE,
  SPECIAL_HOURS_SHOWN_ON_DETAIL,
  checkSpecialHours,
  detailHolidayHours,
  isNewRowId,
  longestClosedRun,
  needsOverrideConfirmation,
  sortByOpenTime,
  specialFields,
  toSpecialDraft,
} from './model/special-hours.js';
export { BULK_HOURS_MESSAGES, LOCATION_BODY_FIELDS, bulkHoursFailureText, locationBody } from './model/bulk-hours.js';
export type { DayView, SpecialRowView, TimeFieldView, TimePairView } from './model/view-models.js';
export { specialRowView, weekView } from './model/view-models.js';

// ports
export type {
  BulkHolidayHoursApi,
  BulkLocation,
  BulkLocationHoursApi,
  BulkLocationRef,
  SpecialHoursApi,
  SpecialHoursQuery,
} from './ports/hours-api.js';

// stores
export { HoursEditorStore } from './store/hours-editor-store.js';
export type { SpecialHoursChanges, SpecialHoursStatus, SpecialHoursStoreDeps } from './store/special-hours-store.js';
export { SpecialHoursStore } from './store/special-hours-store.js';
export type { BulkEditHoursStoreDeps } from './store/bulk-edit-hours-store.js';
export { BulkEditHoursStore } from './store/bulk-edit-hours-store.js';
export type { BulkHolidayHoursStoreDeps } from './store/bulk-holiday-hours-store.js';
export { BulkHolidayHoursStore } from './store/bulk-holiday-hours-store.js';

// hooks
export { useHoursEditor } from './hooks/use-hours-editor.js';
export type { SpecialRowHandlers } from './hooks/use-special-hours.js';
export { useSpecialHours } from './hooks/use-special-hours.js';
export { useBulkEditHours, useBulkHolidayHours } from './hooks/use-bulk-hours.js';

// client adapter
export { createHoursApi } from './api/hours-client.js';
