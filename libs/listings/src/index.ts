// The whole public surface of @locus/listings (headless: rules, stores, hooks; views live in the design system).

// model
export type { DirectoryCode, DirectoryStatusInput, ListingStatus, StatusTone } from './model/statuses.js';
export {
  DIRECTORY_CODES,
  LISTING_STATUSES,
  MAIN_DIRECTORY,
  PUBLISHABLE_DIRECTORIES,
  STATUS_FILTER_VALUES,
  STATUS_LABELS,
  directoryStatus,
  fieldsNotInSyncText,
  isDirectoryClickable,
  statusLabel,
  statusTone,
} from './model/statuses.js';
export type { AutoSyncBlock, AutoSyncGate, LocalListingState } from './model/auto-sync.js';
export {
  AUTO_SYNC_ERROR_MS,
  AUTO_SYNC_MESSAGES,
  autoSyncBlock,
  autoSyncInitiallyOn,
  autoSyncResultText,
  cannotPublishText,
  directorySpecificPublishing,
} from './model/auto-sync.js';
export type { FlyoutAction, FlyoutColour, FlyoutContext, FlyoutInput, IntegrationStatus } from './model/sync-flyout.js';
export {
  FLYOUT_HEADERS,
  MAIN_DIRECTORY_FIELD_NAMES,
  NON_ADMIN_MESSAGE,
  NOT_COPYABLE_FIELDS,
  flyoutAction,
  flyoutCardTitle,
  flyoutColour,
  isCopyable,
  locusFieldName,
} from './model/sync-flyout.js';
export type { DashboardQuery, DashboardSortField, PageLinks } from './model/dashboard-query.js';
export { DASHBOARD_QUERY_KEYS, DASHBOARD_SORT_FIELDS, dashboardFilterKey, defaultSort, pageLinks, readDashboardQuery, writeDashboardQuery } from './model/dashboard-query.js';

export { LISTINGS_SETTINGS } from './model/settings.js';
export type { DirectoryWindow } from './model/directory-columns.js';
export { DIRECTORY_COLUMN_WIDTHS, directoryWindow, visibleDirectoryCount } from './model/directory-columns.js';
export type { DirectorySwitchContext, DirectorySwitchView } from './model/directory-publishing.js';
export { DIRECTORY_PUBLISHING_ERROR_MS, DIRECTORY_PUBLISHING_MESSAGES, directorySwitch } from './model/directory-publishing.js';
export { AUTO_SYNC_NOTICE, AUTO_SYNC_NOTICE_MS, showsAutoSyncNotice } from './model/auto-sync-notice.js';

// ports
export type { ListingsSession } from './ports/session.js';
export type { DashboardLocationsQuery, ListingsApi } from './ports/listings-api.js';

// api
export { LISTINGS_FEATURE_NAME, createListingsApi } from './api/listings-api.js';

// stores
export type { WriteText } from './store/copy-feedback.js';
export { COPY_CONFIRM_MS, COPY_LABELS, CopyFeedback } from './store/copy-feedback.js';
export type { DashboardStoreDeps, LocalListingLocation } from './store/dashboard-store.js';
export { DASHBOARD_FETCH_ERRORS, DashboardStore, EVERY_ROW_PAGE_SIZE } from './store/dashboard-store.js';
export type { DashboardDirectoryCell, DashboardRowContext, DashboardRowView } from './model/dashboard-view.js';
export { DIRECTORY_COLUMNS, dashboardRowView } from './model/dashboard-view.js';
export type { AutoSyncStoreDeps } from './store/auto-sync-store.js';
export { AutoSyncStore } from './store/auto-sync-store.js';
export type { SyncFlyoutDeps, SyncFlyoutTarget, SyncFlyoutView } from './store/sync-flyout-store.js';
export { SyncFlyoutStore, correctionLines, syncFlyoutView } from './store/sync-flyout-store.js';
export type { BulkTargets, EveryRowSource } from './store/listings-selection.js';
export { ListingsSelection, TRUE_BULK_LIMIT, TRUE_BULK_MESSAGES, bulkLocation } from './store/listings-selection.js';
export type { ListingsDashboard, ListingsDashboardDeps } from './store/listings-dashboard.js';
export { createListingsDashboard } from './store/listings-dashboard.js';

// hooks
export type { ListingsTableModel } from './hooks/use-listings-table.js';
export { useListingsTable } from './hooks/use-listings-table.js';
export { useSyncFlyout } from './hooks/use-sync-flyout.js';
export { useDirectoryColumns } from './hooks/use-directory-columns.js';
