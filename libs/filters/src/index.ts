// The whole public surface of @locus/filters.

// ports
export type { FilterSession } from './ports/session.js';
export { FILTER_SETTINGS } from './ports/session.js';
export type { ExportApi, ExportFile, ExportRequest, ExportResource } from './ports/export-api.js';
export { EXPORTABLE_RESOURCES } from './ports/export-api.js';
export type { SavedFiltersApi, SavedFiltersQuery } from './ports/saved-filters-api.js';
export type {
  RecipientUser,
  ScheduledExport,
  ScheduledExportPayload,
  ScheduledExportType,
  ScheduledExportsApi,
  ScheduledExportsPage,
  ScheduledExportsQuery,
} from './ports/scheduled-exports-api.js';
export { SCHEDULED_EXPORT_TYPES } from './ports/scheduled-exports-api.js';

// api (the ports over the typed client)
export type { SaveFile } from './api/export-api.js';
export { createExportApi, exportFileId, saveInBrowser } from './api/export-api.js';
export { RECIPIENTS_PER_PAGE, createScheduledExportsApi } from './api/scheduled-exports-api.js';
export { createSavedFiltersApi } from './api/saved-filters-api.js';

// model
export type { FilterQueryKey, MemoryQueryAdapter, QueryAdapter, QueryChange, QuerySetOptions, QueryValues } from './model/query.js';
export { FILTER_QUERY_KEYS, createMemoryQueryAdapter, mergeQuery, parseSearch, readList, toSearch } from './model/query.js';
export type { DateDescriptor, DateOption, DateRange, ExportLegend, FilterPage, SortSpec } from './model/date-ranges.js';
export {
  ALL_TIME_NOT_SUPPORTED,
  DATE_DESCRIPTORS,
  DATE_LABELS,
  DEFAULT_DATE_DESCRIPTOR,
  EXPORT_LEGENDS,
  FOURTEEN_DAYS_HIDDEN_ON,
  ISO_DATE,
  SELECT_PRESET_DATE,
  dateOptions,
  dateRange,
  defaultSort,
  descriptorOfLegend,
  exportDateDescriptor,
  exportLegend,
  isDateDescriptor,
  presetRange,
  scheduleBlockReason,
} from './model/date-ranges.js';
export type { CustomRangeErrors, CustomRangeResult } from './model/custom-range.js';
export {
  CUSTOM_DATE_FORMAT,
  DATE_REQUIRED,
  INVALID_DATE,
  INVALID_DATE_RANGE,
  customDateToIso,
  formatCustomDate,
  parseCustomDate,
  validateCustomRange,
  validateFutureDate,
} from './model/custom-range.js';
export type { CarryPage, FilterChangeOptions, FilterChangeResult, ReviewDetailQuery, Sentiment } from './model/carry-over.js';
export {
  CARRY_OVER_EXTRA,
  CARRY_OVER_KEYS,
  applyFilterChange,
  carryOver,
  encodeSentiment,
  filtersFromReviewDetail,
  readSentiment,
  reviewDetailHref,
} from './model/carry-over.js';
export type { ReviewsQuery, ReviewStatusValue, ServerFilters } from './model/server-query.js';
export { RATING_VALUES, parseId, parseRatings, parseReviewStatuses, REVIEW_STATUS_VALUES, queryFromServerFilters, serverFilters, toReviewsQuery } from './model/server-query.js';
export type { SavedFilterConfig } from './model/saved-filter-config.js';
export { configFromQuery, queryFromConfig } from './model/saved-filter-config.js';
export type { ExportVerdict } from './model/export-status.js';
export {
  EXPORT_IMPERSONATED_TIMEOUT_MS,
  EXPORT_POLL_INTERVAL_MS,
  EXPORT_TIMEOUT_MS,
  exportFileName,
  exportTimeoutMs,
  exportVerdict,
} from './model/export-status.js';
export type { TrialExportAudience, TrialExportBlock } from './model/trial-export.js';
export { TRIAL_UPGRADE_PATH, trialExportBlock } from './model/trial-export.js';
export type { Frequency, Weekday } from './model/schedule.js';
export {
  EXPORT_NAME_MAX,
  FREQUENCIES,
  FREQUENCY_LABELS,
  SCHEDULE_DEFAULTS,
  WEEKDAYS,
  isScheduledTime,
  nextMonthlyDate,
  nextWeeklyDate,
  parseDayOfMonth,
} from './model/schedule.js';
export type { ReportLink, ScheduledExportColumn } from './model/scheduled-exports-list.js';
export {
  EMAIL_SETTING_KEYS,
  SCHEDULED_EXPORTS_EMPTY,
  SCHEDULED_EXPORTS_PATH,
  SCHEDULED_EXPORT_COLUMNS,
  backLink,
  backLinkLabel,
  deleteOutcomeMessage,
  fromPageOf,
  reportPath,
  scheduledExportLink,
  scheduledExportsHref,
  scheduledExportsQuery,
} from './model/scheduled-exports-list.js';
export {
  EXPORT_MESSAGES,
  EXPORT_STARTED_NO_EMAIL,
  FILTER_NOTIFICATION_MS,
  RECIPIENT_ERRORS,
  SAVED_FILTER_MESSAGES,
  SCHEDULED_EXPORT_MESSAGES,
  exportStartedMessage,
  scheduledExportsDeletedMessage,
  slowExportMessage,
} from './model/messages.js';

// store
export type { FilterStoreDeps, RatingOption, SentimentOption } from './store/filter-store.js';
export { FilterStore } from './store/filter-store.js';
export type { SavedFilter, SavedFiltersStoreDeps } from './store/saved-filters-store.js';
export { SAVED_FILTER_NAME_MAX, SavedFiltersStore } from './store/saved-filters-store.js';
export type { ExportClock, ExportInput, ExportOutcome, ExportStatus, ExportStoreDeps } from './store/export-store.js';
export { ExportStore } from './store/export-store.js';
export type { RecipientError, ScheduledExportFormDeps } from './store/scheduled-export-form.js';
export { EMAIL_PATTERN, ScheduledExportForm } from './store/scheduled-export-form.js';
export type { FilterLists } from './store/filter-lists.js';
export { createFilterLists } from './store/filter-lists.js';
export type { ScheduledExportsListDeps } from './store/scheduled-exports-list-store.js';
export { ScheduledExportsListStore } from './store/scheduled-exports-list-store.js';

// hooks
export { useFilters } from './hooks/use-filters.js';
export { useSavedFilters } from './hooks/use-saved-filters.js';
export { useExport } from './hooks/use-export.js';
export { useScheduledExportForm } from './hooks/use-scheduled-export-form.js';
